/**
 * What the bank account list shows for an account, as data (spec 1 §2 bank accounts, §4 bank
 * account expiry, §6): the status as shown, the expiry notice and renew button, the direct debit
 * badge and the row actions.
 */
import type { BankAccount } from '@generated/model/bankAccount';
import type { BankAccountStatus } from '@generated/model/bankAccountStatus';

/** Which expiry notice the status column shows beside the badge. */
export type ExpiryNotice = 'none' | 'willExpire' | 'hasExpired' | 'expiredWithDirectDebit';

/** The direct debit badge: filled when active, a button opening the wizard when the bank offers it. */
export type DirectDebitBadge = 'active' | 'available' | 'none';

export type BankAccountView = {
  status: BankAccountStatus;
  expiry: ExpiryNotice;
  /** Expiring and expired accounts offer to renew the access (the connect dialog again). */
  renew: boolean;
  directDebit: DirectDebitBadge;
};

/** The bank offers direct debit setup: its BIC is in GET /sepa/ebics-bics and a connection exists. */
export const supportsDirectDebit = (account: BankAccount, ebicsBics: ReadonlySet<string>) =>
  account.bic !== undefined && ebicsBics.has(account.bic) && Boolean(account.ebicsConnectionReference);

const expiryOf = (account: BankAccount): ExpiryNotice => {
  if (account.status === 'WILL_EXPIRE') return 'willExpire';
  if (account.status === 'HAS_EXPIRED')
    return account.directDebitActive ? 'expiredWithDirectDebit' : 'hasExpired';
  return 'none';
};

export const bankAccountView = (account: BankAccount, ebicsBics: ReadonlySet<string>): BankAccountView => {
  const expiry = expiryOf(account);
  return {
    // Direct debit keeps working after the online access expired: the account is shown ACTIVE.
    status: expiry === 'expiredWithDirectDebit' ? 'ACTIVE' : account.status,
    expiry,
    renew: expiry !== 'none',
    directDebit: account.directDebitActive
      ? 'active'
      : supportsDirectDebit(account, ebicsBics)
        ? 'available'
        : 'none',
  };
};

export type BankAccountActionKey =
  'edit' | 'copyId' | 'makeDefault' | 'activateDirectDebit' | 'downloadTransactions';

export type BankAccountAction = {
  key: BankAccountActionKey;
  /** Activate direct debit carries a notification badge when the bank supports it. */
  highlighted?: boolean;
  /** Offered but not possible (direct debit at a bank without electronic banking). */
  disabled?: boolean;
};

export const bankAccountActions = (
  account: BankAccount,
  { ebicsBics, allowTransactionsCsv }: { ebicsBics: ReadonlySet<string>; allowTransactionsCsv: boolean },
): BankAccountAction[] => {
  const actions: BankAccountAction[] = [{ key: 'edit' }, { key: 'copyId' }];
  if (!account.default) actions.push({ key: 'makeDefault' });
  if (!account.directDebitActive) {
    const supported = supportsDirectDebit(account, ebicsBics);
    actions.push({ key: 'activateDirectDebit', highlighted: supported, disabled: !supported });
  }
  if (allowTransactionsCsv) actions.push({ key: 'downloadTransactions' });
  return actions;
};
