/**
 * The company setup: more bank accounts, the direct debit (EBICS) connection of every account
 * whose bank supports it, booked transactions per account and the bank-login connections the
 * accounts came from.
 */
import type { EbicsConnectionStatus } from '../../../src-generated/model/ebicsConnectionStatus';
import { addBankAccount, findBank, supportsEbics } from '../../areas/bank/rules';
import { germanBanks, germanIban } from '../../lib/bank-data';
import type { BankConnectionRecord, Db, EbicsConnectionRecord } from '../schema';
import { seedBankTransactions } from './bank-transactions';
import type { SeedContext, Seeder } from './context';

/**
 * Accounts added to core's two, so the wizard can be seen in every step: by label, the status of
 * each account's EBICS setup. The default account (direct debit active) is ACTIVE; in the
 * expiring-bank scenario Spendenkonto is at the INI letter and Lastschriftkonto is ACTIVE.
 */
const EXTRA_ACCOUNTS = [
  { label: 'Lohnkonto', bic: 'COBADEFFXXX', status: 'WAITING_FOR_ACTIVATION' },
  { label: 'Vereinskonto', bic: 'GENODEM1GLS', status: 'SETTING_UP_CREDITOR_IDENTIFIER' },
  { label: 'Mietkonto', bic: 'BYLADEM1001', status: 'INITIALIZING_EBICS' },
  { label: 'Kautionskonto', bic: 'GENODEM1GLS', status: 'REQUESTING_EBICS_FROM_BANK' },
] as const;

const STATUS_BY_LABEL: Record<string, EbicsConnectionStatus> = {
  ...Object.fromEntries(EXTRA_ACCOUNTS.map((extra) => [extra.label, extra.status])),
  Spendenkonto: 'SENDING_INI_LETTER',
};

const ORDER: EbicsConnectionStatus[] = [
  'SETTING_UP_CREDITOR_IDENTIFIER',
  'REQUESTING_EBICS_FROM_BANK',
  'INITIALIZING_EBICS',
  'SENDING_INI_LETTER',
  'WAITING_FOR_ACTIVATION',
  'ACTIVE',
];

/** What the wizard's completed steps have filled in by the time a connection reaches `status`. */
const connectionAt = (
  db: Db,
  context: SeedContext,
  status: EbicsConnectionStatus,
): Partial<EbicsConnectionRecord> => {
  const reached = (step: EbicsConnectionStatus) => ORDER.indexOf(status) > ORDER.indexOf(step);
  const data: Partial<EbicsConnectionRecord> = { status };
  if (reached('SETTING_UP_CREDITOR_IDENTIFIER'))
    data.creditorIdentifier = db.company.creditorIdentifier ?? 'DE98ZZZ09999999999';
  if (reached('REQUESTING_EBICS_FROM_BANK')) {
    data.withdrawLimit = context.faker.helpers.arrayElement([5000, 10000, 25000, 50000]);
    data.creditorName = db.company.name;
  }
  if (reached('INITIALIZING_EBICS')) {
    data.userId = context.faker.string.alphanumeric({ length: 10, casing: 'upper' });
    data.partnerId = `P${context.faker.string.numeric(7)}`;
  }
  return data;
};

const seedBankConnections = (db: Db, context: SeedContext) => {
  const bics = [...new Set(db.bankAccounts.map((account) => account.bic))];
  bics.forEach((bic) => {
    const bank = findBank(bic);
    const id = context.id();
    const connection: BankConnectionRecord = {
      id,
      transaction: id,
      wizardSessionKey: `wsk_${context.faker.string.alphanumeric(20)}`,
      bankName: bank?.name,
      status: 'COMPLETED',
      availableAccounts: db.bankAccounts
        .filter((account) => account.bic === bic)
        .map(({ iban, bic: accountBic, bankName, accountHolder }) => ({
          iban,
          bic: accountBic,
          bankName,
          accountHolder,
        })),
    };
    db.bankConnections.push(connection);
  });
  // A bank login that was started and never finished.
  const pendingBank = germanBanks[3];
  const id = context.id();
  db.bankConnections.push({
    id,
    transaction: id,
    wizardSessionKey: `wsk_${context.faker.string.alphanumeric(20)}`,
    bankName: pendingBank.name,
    status: 'PENDING',
    availableAccounts: [
      {
        iban: germanIban(pendingBank.blz, context.faker.string.numeric(10)),
        bic: pendingBank.bic,
        bankName: pendingBank.name,
        accountHolder: db.company.name,
      },
    ],
  });
};

export const seedCompanySetup: Seeder = (db, context) => {
  if (context.scenario.fresh) return;
  for (const extra of EXTRA_ACCOUNTS) {
    const bank = findBank(extra.bic) ?? germanBanks[0];
    db.bankAccounts.push({
      id: context.id(),
      bankName: bank.name,
      bankAccountLabel: extra.label,
      accountHolder: db.company.name,
      iban: germanIban(bank.blz, context.faker.string.numeric(10)),
      bic: bank.bic,
      default: false,
      status: 'ACTIVE',
      directDebitActive: false,
    });
  }
  // Core seeds the accounts without connections: give every EBICS bank's account its setup.
  const accounts = db.bankAccounts.splice(0);
  for (const account of accounts) {
    if (!supportsEbics(account.bic)) {
      db.bankAccounts.push(account);
      continue;
    }
    const status = account.directDebitActive
      ? 'ACTIVE'
      : (STATUS_BY_LABEL[account.bankAccountLabel ?? ''] ?? 'SETTING_UP_CREDITOR_IDENTIFIER');
    addBankAccount(db, account, context.id, connectionAt(db, context, status));
  }
  for (const account of db.bankAccounts) seedBankTransactions(db, context, account);
  seedBankConnections(db, context);
};
