/** transactions.csv (spec 1 §7): bookingDate, amount, purpose, counterHolder, semicolon separated. */
import type { BankTransaction } from '@generated/model/bankTransaction';
import { csvAmount, downloadCsv, toCsv, type CsvColumn, type CsvFormat } from '@/lib/csv';

export const TRANSACTIONS_FILE = 'transactions.csv';
const FORMAT: CsvFormat = 'german-spreadsheet';

export const transactionColumns: CsvColumn<BankTransaction>[] = [
  { header: 'bookingDate', value: (row) => row.bookingDate },
  { header: 'amount', value: (row) => csvAmount(row.amount, FORMAT) },
  { header: 'purpose', value: (row) => row.purpose },
  { header: 'counterHolder', value: (row) => row.counterHolder },
];

export const transactionsCsv = (transactions: readonly BankTransaction[]) =>
  toCsv(transactions, transactionColumns, FORMAT);

export const downloadTransactionsCsv = (transactions: readonly BankTransaction[]) =>
  downloadCsv(TRANSACTIONS_FILE, transactions, transactionColumns, FORMAT);
