import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, resetDb } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';
import { BANK_PAGE, bankRows } from './bank-accounts-helpers';

const expiring = ['WILL_EXPIRE', 'HAS_EXPIRED'];

describe('status filters in the URL of the lists the server answers whole', () => {
  it('bank accounts: ?statuses= shows only those accounts until the filter is cleared', async () => {
    resetDb('expiring-bank');
    const all = getDb().bankAccounts;
    const wanted = all.filter((account) => expiring.includes(account.status));
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(all.length);
    signInAsDemo();
    const { user, router } = await renderApp(
      `${BANK_PAGE}?statuses=${encodeURIComponent(JSON.stringify(expiring))}`,
    );
    await waitFor(() => expect(bankRows()).toHaveLength(wanted.length));
    expect(bankRows().map((row) => row.getAttribute('data-row-id'))).toEqual(
      wanted.map((account) => account.id),
    );
    const filters = screen.getByRole('group', { name: 'Active filters' });
    expect(within(filters).getByText('Will expire')).toBeInTheDocument();
    expect(within(filters).getByText('Expired')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(bankRows()).toHaveLength(all.length));
    expect(router.state.location.search).toEqual({});
  });

  it('webhooks: ?modes=DISABLED shows only the disabled webhooks until the filter is cleared', async () => {
    const all = getDb().webhooks;
    const disabled = all.filter((webhook) => webhook.mode === 'DISABLED');
    const live = all.find((webhook) => webhook.mode === 'LIVE');
    expect(disabled.length).toBeGreaterThan(0);
    signInAsDemo();
    const { user } = await renderApp(
      `/dashboard/developer/webhook?modes=${encodeURIComponent('["DISABLED"]')}`,
    );
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    for (const webhook of disabled) expect(await within(table).findByText(webhook.name)).toBeInTheDocument();
    expect(within(table).queryByText(live?.name ?? '')).not.toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Active filters' });
    expect(within(filters).getByText('Disabled')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Clear all filters' }));
    expect(await within(table).findByText(live?.name ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});
