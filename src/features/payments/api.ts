/** The payments area's data: queries, and mutations with what they make stale and their alerts. */
import {
  getGetCustomerQueryOptions,
  getGetCustomerStatsQueryKey,
  getGetCustomerStatsQueryOptions,
  getListCustomerTransactionsQueryKey,
} from '@/entities/customer/customer';
import { type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  createTrackedTransaction,
  getListAgentAppsQueryOptions,
  getListTrackedTransactionsQueryKey,
} from '@generated/api/agent/agent';
import {
  changePaymentState,
  completePaymentRefund,
  createPayment,
  getDonationReceipt,
  getGetPaymentQueryKey,
  getGetPaymentQueryOptions,
  getListPaymentEventsQueryKey,
  getListPaymentEventsQueryOptions,
  getListPaymentsQueryKey,
  getListPaymentsQueryOptions,
  getPaymentLink,
  listPayments,
  markPaymentAsDonation,
  sendPaymentReminder,
  uploadPaymentInvoice,
} from '@generated/api/payments/payments';
import {
  getGetTenantStatsQueryKey,
  getGetTenantStatsQueryOptions,
} from '@generated/api/statistics/statistics';
import type { Payment } from '@generated/model/payment';
import type { PaymentCreate } from '@generated/model/paymentCreate';
import { useTranslation } from 'react-i18next';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { paymentCheckoutQueryOptions } from '@/entities/checkout/checkout-queries';
import { linkedInvoiceQueryOptions } from '@/entities/invoice/invoice-queries';
import { downloadBase64Pdf } from '@/lib/download';
import { useCreateOnce } from '@/lib/create-once';
import { isApiError } from '@/lib/errors';
import { findSentIn, LOOKUP_SIZE } from '@/lib/find-sent';
import { NEWEST_FIRST } from '@/lib/list-search';
import { useAppMutation } from '@/lib/mutation';
import { notify } from '@/lib/notify';
import { PENDING_STATES, sumByStates, type StatsSum } from '@/entities/payment/payment-stats';
import { toPaymentListParams, type PaymentsSearchValues } from './payments-search';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The customer a new payment starts with when the address names one (?action=new&debitorId=). */
export const presetCustomerQueryOptions = (customerId: string | undefined) =>
  getGetCustomerQueryOptions(customerId ?? '', { query: { enabled: Boolean(customerId), retry: false } });

export const paymentsListQueryOptions = (search: PaymentsSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListPaymentsQueryOptions(toPaymentListParams(search), { query: { retry: false } });

/** The summary card: pending payments of the company (MANUAL and PENDING). */
export const tenantPendingQueryOptions = (enabled: boolean) =>
  getGetTenantStatsQueryOptions({
    query: { enabled, select: (stats) => sumByStates(stats, PENDING_STATES) },
  });

/** The summary card of a list pre-filtered to one customer: that customer's pending payments. */
export const customerPendingQueryOptions = (customerId: string | undefined) =>
  getGetCustomerStatsQueryOptions(customerId ?? '', {
    query: {
      enabled: Boolean(customerId),
      select: (stats): StatsSum => ({ total: stats.totalAmountPending, count: stats.numPending }),
    },
  });

export const paymentQueryOptions = (id: string) =>
  getGetPaymentQueryOptions(
    id,
    { expand: 'metadata' },
    { query: { retry: (count, error) => !notFound(error) && count < 1 } },
  );

export const paymentEventsQueryOptions = (id: string) => getListPaymentEventsQueryOptions(id);

/** Detail loader: payment, events and checkout at once, then customer and invoice; errors left to the page. */
export const loadPaymentDetail = async (queryClient: QueryClient, id: string) => {
  void queryClient.prefetchQuery(paymentEventsQueryOptions(id));
  void queryClient.prefetchQuery(paymentCheckoutQueryOptions(id));
  const payment = await queryClient.ensureQueryData(paymentQueryOptions(id)).catch(() => undefined);
  if (!payment) return;
  // prefetchQuery runs a query even where it is not enabled: only what the payment refers to.
  if (payment.debitorRef) void queryClient.prefetchQuery(customerQueryOptions(payment.debitorRef));
  if (payment.invoice?.internalRef)
    void queryClient.prefetchQuery(linkedInvoiceQueryOptions(payment.invoice.internalRef));
};

export { customerQueryOptions };

export const agentAppsQueryOptions = (enabled: boolean) =>
  getListAgentAppsQueryOptions({
    query: { enabled, select: (list) => list._embedded.connectedApps.filter((app) => app.active) },
  });

type PaymentRef = Pick<Payment, 'id'> & Partial<Pick<Payment, 'debitorRef'>>;

/** Everything that shows a payment: the lists, the payment and its events, the stats. */
const paymentKeys = (paymentId?: string, customerId?: string): QueryKey[] => [
  getListPaymentsQueryKey(),
  getGetTenantStatsQueryKey(),
  getListTrackedTransactionsQueryKey(),
  ...(paymentId ? [getGetPaymentQueryKey(paymentId), getListPaymentEventsQueryKey(paymentId)] : []),
  ...(customerId
    ? [getGetCustomerStatsQueryKey(customerId), getListCustomerTransactionsQueryKey(customerId)]
    : []),
];

/** What a bulk action on payments makes stale: the lists, the stats and the first page's counts. */
export const paymentListKeys = () => paymentKeys();

/** The keys of a payment acted on from a row or card. */
const keysOf = (payment: PaymentRef) => paymentKeys(payment.id, payment.debitorRef);

export type CancelValues = PaymentRef & {
  cancelReasonDebitor: string;
  cancelReasonInternal: string;
  sendEmailNotification: boolean;
};

export const useCancelPayment = () =>
  useAppMutation({
    mutationFn: ({ id, debitorRef: _, ...reasons }: CancelValues) =>
      changePaymentState(id, { state: 'CANCELLED', ...reasons }),
    invalidates: keysOf,
    success: 'payments:messages.cancelled',
    error: 'payments:messages.cancelError',
  });

export const useVerifyPayment = () =>
  useAppMutation({
    mutationFn: ({ id, sendEmailNotification }: PaymentRef & { sendEmailNotification: boolean }) =>
      changePaymentState(id, { state: 'VERIFIED', sendEmailNotification }),
    invalidates: keysOf,
    success: 'payments:messages.verified',
    error: 'payments:messages.verifyError',
  });

export const useMarkAsDonation = () =>
  useAppMutation({
    mutationFn: ({ id }: PaymentRef) => markPaymentAsDonation(id),
    invalidates: keysOf,
    success: 'payments:messages.markedAsDonation',
    error: 'payments:messages.markAsDonationError',
  });

export const useCompleteRefund = () =>
  useAppMutation({
    mutationFn: ({ id }: PaymentRef) => completePaymentRefund(id),
    invalidates: keysOf,
    success: 'payments:messages.refundCompleted',
    error: 'payments:messages.refundError',
  });

export const useSendReminder = () =>
  useAppMutation({
    mutationFn: ({ id }: PaymentRef) => sendPaymentReminder(id),
    invalidates: keysOf,
    success: 'payments:messages.reminder sent successfully',
    error: 'payments:messages.reminder error',
  });

/** Copies the payment's link to the clipboard (spec 3 §7). */
export const useCopyPaymentLink = () =>
  useAppMutation({
    mutationFn: async ({ id }: PaymentRef) => {
      const { paymentLink } = await getPaymentLink(id);
      await navigator.clipboard.writeText(paymentLink);
      return paymentLink;
    },
    success: 'payments:messages.paymentLinkCopied',
    error: 'payments:messages.payment link not found',
  });

export const useDownloadDonationReceipt = () =>
  useAppMutation({
    mutationFn: async ({ id }: PaymentRef) => downloadBase64Pdf(await getDonationReceipt(id)),
    error: 'payments:messages.donationReceiptError',
  });

export type CreatePaymentRequest = { body: PaymentCreate; invoiceFile: File | null };

/** The payment a try may have made: the customer's, made since, with the amount, purpose and terms sent. */
const findSentPayment = findSentIn({
  list: async (input: PaymentCreate) =>
    (await listPayments({ debitorId: input.debitorId, sort: [NEWEST_FIRST], size: LOOKUP_SIZE }))._embedded
      .payments,
  createdAt: (payment) => payment.createdDateTimeUTC,
  fields: [
    'amount',
    'purpose',
    'externalReference',
    'paymentMethod',
    'paymentType',
    'isDonation',
    'chargeDate',
    'metadata',
  ],
});

/** POST /payments, then an INVOICE payment's PDF; a failed creation says so (spec 2 §8). */
export const useCreatePayment = () => {
  const { t } = useTranslation('payments');
  const create = useCreateOnce(createPayment, findSentPayment);
  return useAppMutation({
    mutationFn: async ({ body, invoiceFile }: CreatePaymentRequest): Promise<Payment> => {
      const payment = await create(body);
      if (body.paymentType === 'INVOICE' && invoiceFile) {
        await uploadPaymentInvoice(payment.id, { file: invoiceFile, title: invoiceFile.name }).catch(() =>
          notify.error(t('messages.invoiceUploadError')),
        );
      }
      return payment;
    },
    invalidates: (request) => paymentKeys(undefined, request.body.debitorId),
    success: 'payments:messages.transaction created',
    error: 'payments:messages.error create transaction',
  });
};

/** Lets the chosen connected apps see the payment; a failure is a form error (spec 2 §8). */
export const useTrackPayment = () =>
  useAppMutation({
    mutationFn: ({ paymentId, agentAllowList }: { paymentId: string; agentAllowList: string[] }) =>
      createTrackedTransaction(paymentId, { agentAllowList }),
    invalidates: ({ paymentId }) => paymentKeys(paymentId),
    success: 'payments:messages.Online payment created',
  });
