import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { EBICS_BICS } from '../../mocks/areas/bank/rules';
import { getDb, resetDb, server } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import {
  BANK_PAGE,
  bankRows,
  findAccount,
  menuEntries,
  openBankPage,
  openMenu,
  rowOf,
} from './bank-accounts-helpers';

describe('bank accounts (spec 1 §2)', () => {
  it('shows every account with its columns, IBAN in groups of four and no pager', async () => {
    await openBankPage();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Default',
      'Bank',
      'Label',
      'BIC',
      'IBAN',
      'Payment methods',
      'Status',
      'Actions',
    ]);
    const main = findAccount((account) => account.default);
    const row = rowOf(main.id);
    expect(within(row).getByTestId('iban').textContent).toMatch(/^DE\d{2}( [0-9]{4}){4} [0-9]{2}$/);
    expect(within(row).getByRole('img', { name: 'Default account' })).toBeInTheDocument();
    expect(screen.queryByTestId('pager-range')).not.toBeInTheDocument();
  });

  it('shows online payment everywhere and direct debit where the bank supports it', async () => {
    await openBankPage();
    for (const row of bankRows()) expect(within(row).getByText('Online payment')).toBeInTheDocument();
    const active = findAccount((account) => account.directDebitActive);
    expect(within(rowOf(active.id)).getByText('Direct debit').closest('[data-direct-debit]')).toHaveAttribute(
      'data-direct-debit',
      'active',
    );
    const available = findAccount(
      (account) => !account.directDebitActive && EBICS_BICS.includes(account.bic ?? ''),
    );
    expect(
      within(rowOf(available.id)).getByRole('button', { name: /^Set up direct debit for/ }),
    ).toBeEnabled();
    const unsupported = findAccount((account) => !EBICS_BICS.includes(account.bic ?? ''));
    expect(within(rowOf(unsupported.id)).queryByText('Direct debit')).not.toBeInTheDocument();
  });

  it('warns when no bank account is connected and offers to connect one', async () => {
    resetDb('fresh');
    signInAsDemo();
    await renderApp(BANK_PAGE);
    expect(await screen.findByText('No bank account is connected.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Connect bank accounts' })).toHaveLength(2);
    expect(screen.queryByTestId('data-table')).not.toBeInTheDocument();
  });

  it('shows the error state with retry when the list fails', async () => {
    server.use(http.get(api('/bankaccounts'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    signInAsDemo();
    await renderApp(BANK_PAGE);
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
  });

  it('offers the row actions by account (spec 1 §2, §6)', async () => {
    const app = await openBankPage();
    const main = findAccount((account) => account.default);
    expect(menuEntries(await openMenu(app, main.id))).toEqual(['Edit', 'Copy id', 'Download transactions']);
    await app.user.keyboard('{Escape}');
    const supported = findAccount(
      (account) => !account.default && !account.directDebitActive && EBICS_BICS.includes(account.bic ?? ''),
    );
    const menu = await openMenu(app, supported.id);
    expect(menuEntries(menu)).toEqual([
      'Edit',
      'Copy id',
      'Make default',
      'Activate direct debit',
      'Download transactions',
    ]);
    expect(within(menu).getByTestId('direct-debit-indicator')).toBeInTheDocument();
  });

  it('offers no transaction download unless the list allows it', async () => {
    server.use(
      http.get(api('/bankaccounts'), () =>
        HttpResponse.json({ bankAccounts: getDb().bankAccounts, allowTransactionsCsv: false }),
      ),
    );
    const app = await openBankPage();
    const main = findAccount((account) => account.default);
    expect(menuEntries(await openMenu(app, main.id))).toEqual(['Edit', 'Copy id']);
  });

  it('marks direct debit as not offered at a bank without electronic banking', async () => {
    const app = await openBankPage();
    const unsupported = findAccount((account) => !account.default && !EBICS_BICS.includes(account.bic ?? ''));
    const menu = await openMenu(app, unsupported.id);
    expect(
      within(menu).getByRole('menuitem', { name: 'Direct debit is not offered by this bank' }),
    ).toBeDisabled();
  });

  it('makes another account the default', async () => {
    const requests = recordRequests();
    const app = await openBankPage();
    const other = findAccount((account) => !account.default);
    await openMenu(app, other.id);
    await app.user.click(screen.getByRole('menuitem', { name: 'Make default' }));
    expect(await screen.findByText('This is now the default bank account.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/bankaccounts/${other.id}`)[0]?.body).toEqual({ default: true });
    await waitFor(() =>
      expect(within(rowOf(other.id)).getByRole('img', { name: 'Default account' })).toBeInTheDocument(),
    );
    // One default only: the former one is an account like the others now.
    expect(screen.getAllByRole('img', { name: 'Default account' })).toHaveLength(1);
    expect(
      getDb()
        .bankAccounts.filter((account) => account.default)
        .map((account) => account.id),
    ).toEqual([other.id]);
  });

  it('copies the id of an account', async () => {
    const app = await openBankPage();
    const main = findAccount((account) => account.default);
    await openMenu(app, main.id);
    await app.user.click(screen.getByRole('menuitem', { name: 'Copy id' }));
    expect(await screen.findByText('The id was copied to the clipboard.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(main.id);
  });
});

describe('expiring bank accounts (scenario expiring-bank, spec 1 §4)', () => {
  it('shows the date, the info tooltip and renew, and ACTIVE for the expired one with direct debit', async () => {
    resetDb('expiring-bank');
    const app = await openBankPage();
    const expiring = findAccount((account) => account.status === 'WILL_EXPIRE');
    const expired = findAccount((account) => account.status === 'HAS_EXPIRED' && !account.directDebitActive);
    const directDebit = findAccount(
      (account) => account.status === 'HAS_EXPIRED' && account.directDebitActive,
    );
    const show = (date: string | undefined) => (date ?? '').split('-').reverse().join('.');

    const expiringRow = within(rowOf(expiring.id));
    expect(expiringRow.getByText(`Expires on ${show(expiring.expiryDate)}`)).toBeInTheDocument();
    expect(expiringRow.getByTestId('expiry-info')).toHaveAccessibleName(
      `The access to this account expires on ${show(expiring.expiryDate)}. Renew it in time so that payments keep being matched.`,
    );
    expect(within(rowOf(expired.id)).getByText('Expired').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'HAS_EXPIRED',
    );
    expect(within(rowOf(expired.id)).getByText(`Expired on ${show(expired.expiryDate)}`)).toBeInTheDocument();

    const specialRow = within(rowOf(directDebit.id));
    expect(specialRow.getByText('Active').closest('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
    expect(specialRow.getByTestId('expiry-info')).toHaveAttribute('data-expiry', 'expiredWithDirectDebit');
    expect(specialRow.getByTestId('expiry-info').getAttribute('aria-label')).toMatch(
      /direct debit stays active, so the account is shown as active/,
    );
    await app.user.hover(specialRow.getByTestId('expiry-info'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /direct debit stays active, so the account is shown as active/,
    );
    await app.user.unhover(specialRow.getByTestId('expiry-info'));

    const renew = screen.getAllByRole('button', { name: /^Renew the access to/ });
    expect(renew).toHaveLength(3);
    await app.user.click(renew[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Connect bank accounts' })).toBeInTheDocument();
  });
});
