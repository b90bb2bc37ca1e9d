import { z } from 'zod';
import { ListBankAccountTransactionsQueryParams } from '@generated/zod/bank-accounts/bank-accounts.zod';

const day = z.iso.date('company-money:transactions.dateRequired');

/** Both days required, the end after the start (spec 1 §5 transaction download). */
export const DownloadTransactionsSchema = ListBankAccountTransactionsQueryParams.extend({
  start: day,
  end: day,
}).refine(({ start, end }) => end > start, {
  path: ['end'],
  message: 'company-money:transactions.end date bigger than start date',
});

export type DownloadTransactionsInput = z.input<typeof DownloadTransactionsSchema>;
export type DownloadTransactionsValues = z.output<typeof DownloadTransactionsSchema>;
