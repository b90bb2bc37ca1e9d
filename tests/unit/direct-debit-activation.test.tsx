import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EbicsConnectionStatus } from '@generated/model/ebicsConnectionStatus';
import { getDb } from '../../mocks/node';
import { recordRequests } from '../requests';
import { rowOf } from './bank-accounts-helpers';
import { button, expectStep, openWizard } from './direct-debit-helpers';

/** Lohnkonto's connection (seeded waiting, with its ids) put at the given status. */
const at = (status: EbicsConnectionStatus) => {
  const account = getDb().bankAccounts.find((candidate) => candidate.bankAccountLabel === 'Lohnkonto');
  const connection = getDb().ebicsConnections.find(
    (candidate) => candidate.id === account?.ebicsConnectionReference,
  );
  if (!connection) throw new Error('no connection');
  connection.status = status;
  return openWizard('Lohnkonto');
};

describe('direct debit wizard, step 4: INI letter (spec 1 §4, §5)', () => {
  it('downloads the letter, confirms it was sent and waits for the activation; reopens there', async () => {
    const requests = recordRequests();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:ini'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { app, dialog, account, connection } = await at('SENDING_INI_LETTER');
    await expectStep(dialog, 'iniLetter');
    expect(button(dialog, 'Back')).toBeDisabled();
    expect(button(dialog, 'Continue')).toBeDisabled();

    await app.user.click(button(dialog, 'Download INI letter'));
    expect(await screen.findByText('Successfully downloaded')).toBeInTheDocument();
    expect(requests.find('GET', `/sepa/ebics-connections/${connection().id}/ini_letter`)).toHaveLength(1);

    const box = within(dialog).getByLabelText('I have signed the INI letter and sent it to my bank.');
    await app.user.click(box);
    await app.user.click(box);
    expect(
      await within(dialog).findByText('Please confirm that you have sent the INI letter.'),
    ).toBeInTheDocument();
    await app.user.click(box);
    await waitFor(() => expect(button(dialog, 'Continue')).toBeEnabled());
    await app.user.click(button(dialog, 'Continue'));

    await expectStep(dialog, 'activation');
    expect(
      within(dialog).getByRole('progressbar', { name: "Waiting for the bank's activation" }),
    ).toBeInTheDocument();
    expect(connection().status).toBe('WAITING_FOR_ACTIVATION');
    expect(button(dialog, 'Back')).toBeEnabled();
    await app.user.click(button(dialog, 'Close'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await app.user.click(
      within(rowOf(account.id)).getByRole('button', { name: 'Set up direct debit for Lohnkonto' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Activate direct debit' });
    await expectStep(again, 'activation');
    expect(within(again).getByRole('progressbar')).toBeInTheDocument();
    click.mockRestore();
  });
});

describe('direct debit wizard, step 5: activation (spec 1 §2, §4)', () => {
  it('goes back from waiting to the INI letter', async () => {
    const requests = recordRequests();
    const { app, dialog, connection } = await at('WAITING_FOR_ACTIVATION');
    await expectStep(dialog, 'activation');
    await app.user.click(button(dialog, 'Back'));
    await expectStep(dialog, 'iniLetter');
    expect(requests.find('PATCH', `/sepa/ebics-connections/${connection().id}/status`)[0]?.body).toEqual({
      status: 'SENDING_INI_LETTER',
    });
  });

  it('shows the success message when active, with Close and no way back', async () => {
    const { app, dialog } = await at('ACTIVE');
    expect(await within(dialog).findByText('Direct debit is active')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button(dialog, 'Back')).toBeDisabled();
    await app.user.click(button(dialog, 'Close'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says so when the setup cannot be loaded', async () => {
    const account = getDb().bankAccounts.find((candidate) => candidate.bankAccountLabel === 'Lohnkonto');
    getDb().ebicsConnections = getDb().ebicsConnections.filter(
      (candidate) => candidate.id !== account?.ebicsConnectionReference,
    );
    const { dialog } = await openWizard('Lohnkonto');
    expect(await within(dialog).findByText('The direct debit setup could not be loaded')).toBeInTheDocument();
  });
});
