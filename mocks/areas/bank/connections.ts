/**
 * Connecting bank accounts through the third-party bank-login widget: start a session, complete
 * it (the accounts the bank login found become bank accounts), read and update the connection.
 */
import type { HttpHandler } from 'msw';
import { UpdateBankConnectionBody } from '../../../src-generated/zod/bank-connections/bank-connections.zod';
import type { AvailableAccount } from '../../../src-generated/model/availableAccount';
import type { BankConnectionRecord, Db } from '../../db/schema';
import { addBankAccount, availableAccountsFor } from './rules';
import { nextId } from '../../lib/ids';
import { badRequest, notFound, ok, omit } from '../../lib/respond';
import { route } from '../../lib/route';

const publicConnection = (connection: BankConnectionRecord) =>
  omit(connection, 'wizardSessionKey', 'availableAccounts');

/** Adds the accounts that are not connected yet; the first account of a company becomes its default. */
const connectAccounts = (db: Db, accounts: AvailableAccount[]) => {
  for (const available of accounts) {
    if (db.bankAccounts.some((account) => account.iban === available.iban)) continue;
    addBankAccount(
      db,
      {
        id: nextId(db),
        bankName: available.bankName,
        accountHolder: available.accountHolder,
        iban: available.iban,
        bic: available.bic,
        default: !db.bankAccounts.some((account) => account.default),
        status: 'ACTIVE',
        directDebitActive: false,
      },
      () => nextId(db),
    );
  }
};

export const bankConnectionHandlers: HttpHandler[] = [
  route('createBankConnection', ({ db }) => {
    const availableAccounts = availableAccountsFor(db);
    const id = nextId(db);
    const connection: BankConnectionRecord = {
      id,
      transaction: id,
      wizardSessionKey: `wsk_${id.replace(/-/g, '').slice(-20)}`,
      bankName: availableAccounts[0]?.bankName,
      status: 'PENDING',
      availableAccounts,
    };
    db.bankConnections.push(connection);
    return ok({ wizard_session_key: connection.wizardSessionKey, transaction: connection.transaction });
  }),

  // The contract has no 404 here: an unknown transaction is a bad request.
  route('completeBankConnection', ({ db, params }) => {
    const connection = db.bankConnections.find((candidate) => candidate.transaction === params.id);
    if (!connection) return badRequest('Unknown bank connection');
    if (connection.status === 'COMPLETED') return badRequest('The bank connection is already completed');
    connectAccounts(db, connection.availableAccounts ?? []);
    connection.status = 'COMPLETED';
    return ok(publicConnection(connection));
  }),

  route('getBankConnection', ({ db, params }) => {
    const connection = db.bankConnections.find((candidate) => candidate.id === params.id);
    return connection ? ok(publicConnection(connection)) : notFound('Bank connection');
  }),

  // Selecting accounts connects the selected ones that are not connected yet; none is removed.
  route('updateBankConnection', ({ db, params, body }) => {
    const connection = db.bankConnections.find((candidate) => candidate.id === params.id);
    if (!connection) return notFound('Bank connection');
    const { ibans = [] } = UpdateBankConnectionBody.parse(body);
    const available = connection.availableAccounts ?? [];
    const unknown = ibans.find((iban) => !available.some((account) => account.iban === iban));
    if (unknown) return badRequest(`${unknown} is not an account of this bank connection`);
    connectAccounts(
      db,
      available.filter((account) => ibans.includes(account.iban)),
    );
    connection.status = 'COMPLETED';
    return ok(publicConnection(connection));
  }),

  route('listAvailableAccounts', ({ db, params }) => {
    const connection = db.bankConnections.find((candidate) => candidate.id === params.id);
    if (!connection) return notFound('Bank connection');
    return ok({ availableAccounts: connection.availableAccounts ?? [] });
  }),
];
