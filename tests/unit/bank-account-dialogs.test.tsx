import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { findAccount, openBankPage, openMenu, rowOf } from './bank-accounts-helpers';

const openAction = async (name: string, pick = (account: { default: boolean }) => account.default) => {
  const app = await openBankPage();
  const account = findAccount(pick);
  await openMenu(app, account.id);
  await app.user.click(screen.getByRole('menuitem', { name }));
  return { app, account };
};

describe('edit bank account dialog (spec 1 §2, §5, §8)', () => {
  it('saves the label and says so', async () => {
    const requests = recordRequests();
    const { app, account } = await openAction('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    const label = within(dialog).getByLabelText('Label');
    await app.user.clear(label);
    await app.user.type(label, 'Hauptkonto');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Patch saved: the bank account was patched.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/bankaccounts/${account.id}`)[0]?.body).toEqual({
      bankAccountLabel: 'Hauptkonto',
    });
    await waitFor(() => expect(within(rowOf(account.id)).getByText('Hauptkonto')).toBeInTheDocument());
    expect(dialog).not.toBeInTheDocument();
    expect(getDb().bankAccounts.find((item) => item.id === account.id)?.bankAccountLabel).toBe('Hauptkonto');
  });

  it('allows at most 64 characters', async () => {
    const { app } = await openAction('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    const label = within(dialog).getByLabelText('Label');
    await app.user.clear(label);
    await app.user.type(label, 'x'.repeat(65));
    expect(await within(dialog).findByText('The label may have at most 64 characters.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Patch saved: the bank account was patched.')).not.toBeInTheDocument();
  });

  it('keeps what was typed when saving fails', async () => {
    setFault('updateBankAccount', { status: 500, message: 'Kaputt' });
    const { app } = await openAction('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    const label = within(dialog).getByLabelText('Label');
    await app.user.clear(label);
    await app.user.type(label, 'Neu');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error while editing the bank account.')).toBeInTheDocument();
    expect(label).toHaveValue('Neu');
  });
});

describe('download transactions dialog (spec 1 §2, §5, §7)', () => {
  const open = async () => {
    const result = await openAction('Download transactions');
    const dialog = await screen.findByRole('dialog', { name: 'Download transactions' });
    return { ...result, dialog };
  };
  const now = new Date();
  const dayLabel = (day: number) =>
    new Date(now.getFullYear(), now.getMonth(), day).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  const iso = (day: number) =>
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const pick = async (
    app: Awaited<ReturnType<typeof open>>['app'],
    dialog: HTMLElement,
    field: string,
    day: number,
  ) => {
    await app.user.click(within(dialog).getByRole('button', { name: field }));
    await app.user.click(await screen.findByRole('button', { name: dayLabel(day) }));
  };

  it('enables the download only when both dates are set, the end after the start', async () => {
    const { app, dialog } = await open();
    const download = within(dialog).getByRole('button', { name: 'Download' });
    expect(download).toBeDisabled();
    await pick(app, dialog, 'Start date', 10);
    expect(download).toBeDisabled();
    await pick(app, dialog, 'End date', 5);
    expect(
      await within(dialog).findByText('The end date must be bigger than the start date.'),
    ).toBeInTheDocument();
    expect(download).toBeDisabled();
    await pick(app, dialog, 'End date', 12);
    await waitFor(() => expect(download).toBeEnabled());
    expect(
      within(dialog).queryByText('The end date must be bigger than the start date.'),
    ).not.toBeInTheDocument();
  });

  it('writes transactions.csv, semicolon separated, spreadsheet safe', async () => {
    const requests = recordRequests();
    server.use(
      http.get(api('/bankaccounts/:id/transactions'), () =>
        HttpResponse.json({
          transactions: [
            { bookingDate: iso(3), amount: 49.9, purpose: 'Brotabo; März', counterHolder: 'Max Mustermann' },
            { bookingDate: iso(4), amount: -320, purpose: '=HYPERLINK("x")', counterHolder: '@Mühle' },
          ],
        }),
      ),
    );
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { app, dialog, account } = await open();
    await pick(app, dialog, 'Start date', 1);
    await pick(app, dialog, 'End date', 20);
    await app.user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The transactions were downloaded.')).toBeInTheDocument();
    const [call] = requests.find('GET', `/bankaccounts/${account.id}/transactions`);
    expect(call?.url.searchParams.get('start')).toBe(iso(1));
    expect(call?.url.searchParams.get('end')).toBe(iso(20));
    const anchor = click.mock.contexts[0];
    expect(anchor instanceof HTMLAnchorElement ? anchor.download : '').toBe('transactions.csv');
    const text = await blobs[0]?.text();
    expect(text?.replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'bookingDate;amount;purpose;counterHolder',
      `${iso(3)};49,90;"Brotabo; März";Max Mustermann`,
      `${iso(4)};-320,00;"'=HYPERLINK(""x"")";"'@Mühle"`,
    ]);
    click.mockRestore();
  });

  it('resets a date with its reset button', async () => {
    const { app, dialog } = await open();
    await pick(app, dialog, 'Start date', 2);
    const start = within(dialog).getByRole('button', { name: 'Start date' });
    expect(start).toHaveTextContent(`02.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`);
    const clear = dialog.querySelector<HTMLButtonElement>(
      'button[aria-label="Clear"], .mantine-InputClearButton',
    );
    expect(clear).not.toBeNull();
    if (clear) await app.user.click(clear);
    await waitFor(() => expect(start).not.toHaveTextContent(String(now.getFullYear())));
  });
});
