/**
 * The counts of the home's attention list. Each is its own query, so each loads, fails and
 * retries on its own. Paged lists are asked for one row and read their total; bank accounts and
 * webhooks come whole from the server (no paging, no filter in the contract) and are counted here.
 */
import { getListBankAccountsQueryOptions } from '@generated/api/bank-accounts/bank-accounts';
import { getListInvoicesQueryOptions } from '@generated/api/invoices/invoices';
import { getListPaymentsQueryOptions } from '@generated/api/payments/payments';
import { getListWebhooksQueryOptions } from '@generated/api/webhooks/webhooks';
import type { BankAccountStatus } from '@generated/model/bankAccountStatus';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import type { ListInvoicesParams } from '@generated/model/listInvoicesParams';
import type { ListPaymentsParams } from '@generated/model/listPaymentsParams';
import type { PaymentState } from '@generated/model/paymentState';
import { toDateRange } from '@/lib/list-search';

/** The payment states that need a look, one item each. */
export const ATTENTION_PAYMENT_STATES = [
  'ERROR',
  'ABORTED',
  'CHARGED_BACK',
] as const satisfies readonly PaymentState[];
export type AttentionPaymentState = (typeof ATTENTION_PAYMENT_STATES)[number];

/** Bank accounts whose access will expire or has expired. */
export const EXPIRING_BANK_STATUSES = [
  'WILL_EXPIRE',
  'HAS_EXPIRED',
] as const satisfies readonly BankAccountStatus[];

/** A draft counts as forgotten once it is this many days old. */
export const STALE_DRAFT_DAYS = 7;

/** The last day (YYYY-MM-DD, UTC) a draft may have been created on to count as forgotten. */
export const staleDraftLastDay = (now: Date = new Date()): string =>
  new Date(now.getTime() - STALE_DRAFT_DAYS * 86_400_000).toISOString().slice(0, 10);

// A failed count shows its own retry button at once.
const countOnly = { retry: false } as const;

export const paymentsInStateCountOptions = (state: AttentionPaymentState) =>
  getListPaymentsQueryOptions({ page: 0, size: 1, states: [state] } satisfies ListPaymentsParams, {
    query: { ...countOnly, select: (list) => list.page.totalElements },
  });

const invoiceCountOptions = (params: ListInvoicesParams) =>
  getListInvoicesQueryOptions(params, { query: { ...countOnly, select: (list) => list.page.totalElements } });

const CONFLICT: InvoiceStatus[] = ['CONFLICT'];
const DRAFT: InvoiceStatus[] = ['DRAFT'];

export const conflictInvoicesCountOptions = () =>
  invoiceCountOptions({ page: 0, size: 1, statuses: CONFLICT });

/** Drafts created up to the end of `lastDay`: the same rows as the invoices list with ?statuses=DRAFT&to=lastDay. */
export const staleDraftsCountOptions = (lastDay: string) =>
  invoiceCountOptions({ page: 0, size: 1, statuses: DRAFT, endDate: toDateRange({ to: lastDay }).endDate });

const isExpiring = (status: BankAccountStatus) =>
  EXPIRING_BANK_STATUSES.some((expiring) => expiring === status);

export const expiringBankAccountsCountOptions = () =>
  getListBankAccountsQueryOptions({
    query: {
      ...countOnly,
      select: (list) => list.bankAccounts.filter((account) => isExpiring(account.status)).length,
    },
  });

export const disabledWebhooksCountOptions = () =>
  getListWebhooksQueryOptions({
    query: {
      ...countOnly,
      // Without webhooks the backend leaves _embedded out.
      select: (list) =>
        (list._embedded?.webhooks ?? []).filter((webhook) => webhook.mode === 'DISABLED').length,
    },
  });
