/**
 * Bank accounts and their direct debit (EBICS) connections, shared by the seed and the handlers:
 * which banks support EBICS, and adding an account the way the backend does (with a connection
 * in its first setup step when the bank supports it).
 */
import type { AvailableAccount } from '../../../src-generated/model/availableAccount';
import type { BankAccount } from '../../../src-generated/model/bankAccount';
import type { Db, EbicsConnectionRecord } from '../../db/schema';
import { germanBanks, germanIban } from '../../lib/bank-data';

/**
 * BICs of the banks that offer EBICS to the mock: three of the seeded banks (Commerzbank, DKB, GLS)
 * plus two real banks nobody is seeded with; HypoVereinsbank, ING and the savings banks are not in it,
 * so their accounts show only the online payment badge.
 */
export const EBICS_BICS = ['COBADEFFXXX', 'BYLADEM1001', 'GENODEM1GLS', 'DEUTDEFFXXX', 'PBNKDEFFXXX'];

export const supportsEbics = (bic: string | undefined) => bic !== undefined && EBICS_BICS.includes(bic);

export const findBank = (bic: string | undefined) => germanBanks.find((bank) => bank.bic === bic);

/** Adds an account; a bank with EBICS gets a connection waiting for its creditor identifier. */
export const addBankAccount = (
  db: Db,
  account: Omit<BankAccount, 'ebicsConnectionReference'>,
  newId: () => string,
  connection: Partial<EbicsConnectionRecord> = {},
): BankAccount => {
  const added: BankAccount = { ...account };
  if (supportsEbics(account.bic)) {
    const ebics: EbicsConnectionRecord = {
      id: newId(),
      status: 'SETTING_UP_CREDITOR_IDENTIFIER',
      bic: account.bic,
      ...connection,
    };
    db.ebicsConnections.push(ebics);
    added.ebicsConnectionReference = ebics.id;
  }
  db.bankAccounts.push(added);
  return added;
};

/**
 * Accounts the bank-login widget "finds": one or two at the next bank of the list (a fresh company's
 * first login finds one Commerzbank account, which has EBICS), numbered from the running number.
 */
export const availableAccountsFor = (db: Db): AvailableAccount[] => {
  const turn = db.bankConnections.length;
  const bank = germanBanks[turn % germanBanks.length] ?? germanBanks[0];
  const count = 1 + (turn % 2);
  return Array.from({ length: count }, (_, index) => ({
    iban: germanIban(bank.blz, String(4_711_000_000 + db.sequence * 10 + index)),
    bic: bank.bic,
    bankName: bank.name,
    accountHolder: db.company.name,
  }));
};
