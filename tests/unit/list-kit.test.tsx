import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/node';
import { dataRows, openList } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { detailUrl, seededCustomer } from './customers-steps';

/** What a list's config gives by itself: its customer scope, its ready-made row menu. */
describe('the list kit', () => {
  it("narrows a list by its config's customer scope on a customer's tab, with the tab's paging from the address", async () => {
    const customer = seededCustomer((candidate) =>
      getDb().credits.some((credit) => credit.customer?.id === candidate.id),
    );
    const requests = recordRequests();
    signInAsDemo();
    const app = await renderApp(`${detailUrl(customer, 'credits')}?size=5`);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    // The tab's list (the tab's count asks for one row).
    const [list] = requests
      .find('GET', '/credits')
      .filter((request) => request.url.searchParams.get('size') === '5');
    expect(list?.url.searchParams.get('debitorRef')).toBe(customer.id);
    expect(
      dataRows().every(
        (row) =>
          getDb().credits.find((credit) => credit.id === row.dataset.rowId)?.customer?.id === customer.id,
      ),
    ).toBe(true);
    // No filters on a tab, and the config's 'new' button with the customer preset.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'New credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New credit' });
    expect(within(dialog).getByDisplayValue(new RegExp(customer.emailAddress))).toBeInTheDocument();
  });

  it('gives a kind without an action table of its own the ready-made menu: its events and its page', async () => {
    const app = await openList('/dashboard/transactions/credits');
    const [row] = dataRows();
    await app.user.click(within(row!).getByRole('button', { name: /^Actions for/ }));
    const menu = await screen.findByTestId('row-action-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Events', 'Details']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Details' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(
        `/dashboard/transactions/credits/${row!.dataset.rowId}`,
      ),
    );
  });
});
