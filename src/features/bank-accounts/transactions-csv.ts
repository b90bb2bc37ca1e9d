/** transactions.csv (spec 1 §7): bookingDate, amount, purpose, counterHolder, semicolon separated. */
import type { BankTransaction } from '@generated/model/bankTransaction';
import { csvAmount, downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';

export const TRANSACTIONS_FILE = 'transactions.csv';

export const transactionColumns: CsvColumn<BankTransaction>[] = [
  { header: 'bookingDate', value: (row) => row.bookingDate },
  { header: 'amount', value: (row) => csvAmount(row.amount) },
  { header: 'purpose', value: (row) => row.purpose },
  { header: 'counterHolder', value: (row) => row.counterHolder },
];

export const transactionsCsv = (transactions: readonly BankTransaction[]) =>
  toCsv(transactions, transactionColumns);

export const downloadTransactionsCsv = (transactions: readonly BankTransaction[]) =>
  downloadCsv(TRANSACTIONS_FILE, transactions, transactionColumns);
