/** The bank accounts area's data: the list, the supported banks, and every write with its alerts. */
import {
  getGetDefaultBankAccountQueryKey,
  getListBankAccountsQueryKey,
  getListBankAccountsQueryOptions,
  listBankAccountTransactions,
  updateBankAccount,
} from '@generated/api/bank-accounts/bank-accounts';
import {
  completeBankConnection,
  createBankConnection,
} from '@generated/api/bank-connections/bank-connections';
import { getListEbicsBicsQueryOptions } from '@generated/api/ebics/ebics';
import type { BankTransaction } from '@generated/model/bankTransaction';
import { useAppMutation } from '@/lib/mutation';
import { onFirstUse } from '@/lib/on-first-use';

const transactionsCsv = onFirstUse(() => import('./transactions-csv'));

export const bankAccountsQueryOptions = () =>
  // The table shows its own error state with a retry button.
  getListBankAccountsQueryOptions({ query: { retry: false } });

/** The BICs of the banks with direct debit setup, as a set; they rarely change. */
export const ebicsBicsQueryOptions = () =>
  getListEbicsBicsQueryOptions({
    query: { staleTime: 10 * 60_000, retry: false, select: (bics): ReadonlySet<string> => new Set(bics) },
  });

/** Everything that shows an account: the list and the default account (payments ask for it). */
const accountKeys = () => [getListBankAccountsQueryKey(), getGetDefaultBankAccountQueryKey()];

export const useEditBankAccountLabel = () =>
  useAppMutation({
    mutationFn: ({ id, bankAccountLabel }: { id: string; bankAccountLabel: string }) =>
      updateBankAccount(id, { bankAccountLabel }),
    invalidates: accountKeys,
    success: 'company-money:bank.messages.patch_bank_account',
    error: 'company-money:bank.messages.error_edit_bank_account',
  });

export const useMakeDefaultBankAccount = () =>
  useAppMutation({
    mutationFn: ({ id }: { id: string }) => updateBankAccount(id, { default: true }),
    invalidates: accountKeys,
    success: 'company-money:bank.messages.default_bank_account',
    error: 'company-money:bank.messages.error_edit_bank_account',
  });

export const useCopyBankAccountId = () =>
  useAppMutation({
    mutationFn: ({ id }: { id: string }) => navigator.clipboard.writeText(id),
    success: 'company-money:bank.messages.copied',
    error: 'company-money:bank.messages.copyFailed',
  });

/** Starts a widget session; a failure puts the dialog in its error state (no alert, spec 1 §8). */
export const useStartBankConnection = () => useAppMutation({ mutationFn: () => createBankConnection() });

export const useCompleteBankConnection = () =>
  useAppMutation({
    mutationFn: ({ transaction }: { transaction: string }) => completeBankConnection(transaction),
    invalidates: accountKeys,
    success: 'company-money:bank.messages.bank accounts connected',
    error: { key: 'company-money:bank.messages.connectFailed', withServerMessage: true },
  });

export type TransactionRange = { id: string; start: string; end: string };

export const fetchTransactions = async ({ id, start, end }: TransactionRange): Promise<BankTransaction[]> =>
  (await listBankAccountTransactions(id, { start, end })).transactions;

/** The booked transactions of a range, written to transactions.csv (spec 1 §7). */
export const useDownloadTransactions = () =>
  useAppMutation({
    mutationFn: async (range: TransactionRange) => {
      const [{ downloadTransactionsCsv }, transactions] = await Promise.all([
        transactionsCsv.load(),
        fetchTransactions(range),
      ]);
      downloadTransactionsCsv(transactions);
      return transactions.length;
    },
    success: 'company-money:transactions.downloaded',
    error: { key: 'company-money:transactions.downloadFailed', withServerMessage: true },
  });
