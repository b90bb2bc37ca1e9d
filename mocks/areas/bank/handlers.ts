/** The company's bank accounts (bank page, default account lookup, transaction download). */
import type { HttpHandler } from 'msw';
import {
  ListBankAccountTransactionsQueryParams,
  UpdateBankAccountBody,
} from '../../../src-generated/zod/bank-accounts/bank-accounts.zod';
import { activateDueConnections } from '../ebics/activation';
import { withinDates } from '../../lib/lists';
import { badRequest, noContent, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { bankConnectionHandlers } from './connections';

export const bankHandlers: HttpHandler[] = [
  // The transaction download is a contract option; the mock offers it outside production.
  route('listBankAccounts', ({ db }) => {
    activateDueConnections(db);
    return ok({ bankAccounts: db.bankAccounts, allowTransactionsCsv: db.environment !== 'prod' });
  }),

  route('getDefaultBankAccount', ({ db }) => {
    const account = db.bankAccounts.find((candidate) => candidate.default);
    return account ? ok(account) : notFound('Default bank account');
  }),

  route('updateBankAccount', ({ db, params, body }) => {
    const account = db.bankAccounts.find((candidate) => candidate.id === params.id);
    if (!account) return notFound('Bank account');
    const update = UpdateBankAccountBody.parse(body);
    // There is always one default account: another one is made default, this one is not unset.
    if (update.default === false && account.default)
      return badRequest('The default bank account cannot be unset; make another account the default');
    if (update.default) {
      for (const other of db.bankAccounts) other.default = other === account;
    }
    if (update.bankAccountLabel !== undefined) {
      const label = update.bankAccountLabel.trim();
      if (label) account.bankAccountLabel = label;
      else delete account.bankAccountLabel;
    }
    return noContent();
  }),

  route('listBankAccountTransactions', ({ db, params, query }) => {
    const account = db.bankAccounts.find((candidate) => candidate.id === params.id);
    if (!account) return notFound('Bank account');
    const { start, end } = ListBankAccountTransactionsQueryParams.parse(query);
    if (end < start) return badRequest('The end date must not be before the start date');
    const transactions = (db.bankTransactions[account.id] ?? []).filter((transaction) =>
      withinDates(transaction.bookingDate, start, end),
    );
    return ok({ transactions });
  }),

  ...bankConnectionHandlers,
];
