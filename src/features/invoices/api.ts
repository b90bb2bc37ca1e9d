/** The invoices area's data: queries, and mutations with what they make stale and their alerts. */
import { getGetCustomerQueryOptions } from '@/entities/customer/customer';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getGetCheckoutQueryOptions } from '@generated/api/checkouts/checkouts';
import {
  completeInvoiceRefund,
  deleteInvoice,
  finalizeInvoiceCancellation,
  finalizeInvoiceCorrection,
  getGetInvoiceQueryKey,
  getGetInvoiceQueryOptions,
  getInvoicePdf,
  getListInvoiceEventsQueryKey,
  getListInvoiceEventsQueryOptions,
  getListInvoiceReferencesQueryKey,
  getListInvoiceReferencesQueryOptions,
  getListInvoicesQueryKey,
  getListInvoicesQueryOptions,
} from '@generated/api/invoices/invoices';
import {
  getGetPaymentQueryOptions,
  getListPaymentEventsQueryOptions,
  getListPaymentsQueryKey,
} from '@generated/api/payments/payments';
import type { Invoice } from '@generated/model/invoice';
import { downloadBase64Pdf } from '@/lib/download';
import { isApiError } from '@/lib/errors';
import { useAppMutation } from '@/lib/mutation';
import { toInvoiceListParams, type InvoicesSearchValues } from './invoices-search';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

export const invoicesListQueryOptions = (search: InvoicesSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListInvoicesQueryOptions(toInvoiceListParams(search), { query: { retry: false } });

/**
 * The prefix of every invoice list query (the list, a customer's tab, the export). Whatever writes
 * an invoice makes it stale, so the lists reload after a dialog closes.
 */
export const invoicesListQueryKey = (): QueryKey => getListInvoicesQueryKey();

/** Everything that shows an invoice: the lists, the invoice, its events and references, payments. */
export const invoiceQueryKeys = (invoiceId?: string): QueryKey[] => [
  invoicesListQueryKey(),
  getListPaymentsQueryKey(),
  ...(invoiceId
    ? [
        getGetInvoiceQueryKey(invoiceId),
        getListInvoiceEventsQueryKey(invoiceId),
        getListInvoiceReferencesQueryKey(invoiceId),
      ]
    : []),
];

export const invoiceQueryOptions = (id: string) =>
  getGetInvoiceQueryOptions(id, { query: { retry: (count, error) => !notFound(error) && count < 1 } });

export const invoiceEventsQueryOptions = (id: string, enabled = true) =>
  getListInvoiceEventsQueryOptions(id, { query: { enabled, retry: false } });

export const invoiceReferencesQueryOptions = (id: string) =>
  getListInvoiceReferencesQueryOptions(id, { query: { retry: false } });

/** The customer of an invoice, fetched by id when a row menu opens (spec 3 §4). */
export const invoiceCustomerQueryOptions = (id: string | undefined) =>
  getGetCustomerQueryOptions(id ?? '', {
    query: { enabled: Boolean(id), retry: false, staleTime: 60_000 },
  });

const optional = { enabled: false, retry: false } as const;

/** The payment of an invoice (its paymentId or a PAYMENT reference), with its events. */
export const invoicePaymentQueryOptions = (paymentId: string | undefined) =>
  getGetPaymentQueryOptions(paymentId ?? '', undefined, {
    query: { ...optional, enabled: Boolean(paymentId) },
  });

export const invoicePaymentEventsQueryOptions = (paymentId: string | undefined) =>
  getListPaymentEventsQueryOptions(paymentId ?? '', { query: { ...optional, enabled: Boolean(paymentId) } });

export const invoiceCheckoutQueryOptions = (checkoutId: string | undefined) =>
  getGetCheckoutQueryOptions(checkoutId ?? '', { query: { ...optional, enabled: Boolean(checkoutId) } });

/** Detail loader: the invoice, its events and references at once; errors are left to the page. */
export const loadInvoiceDetail = async (queryClient: QueryClient, id: string) => {
  void queryClient.prefetchQuery(invoiceEventsQueryOptions(id));
  void queryClient.prefetchQuery(invoiceReferencesQueryOptions(id));
  const invoice = await queryClient.ensureQueryData(invoiceQueryOptions(id)).catch(() => undefined);
  if (!invoice) return;
  if (invoice.debitor?.id) void queryClient.prefetchQuery(invoiceCustomerQueryOptions(invoice.debitor.id));
  if (invoice.paymentId) void queryClient.prefetchQuery(invoicePaymentQueryOptions(invoice.paymentId));
};

type InvoiceRef = Pick<Invoice, 'id'>;
const keysOf = ({ id }: InvoiceRef) => invoiceQueryKeys(id);

export const useDeleteInvoice = () =>
  useAppMutation({
    mutationFn: ({ id }: InvoiceRef) => deleteInvoice(id),
    invalidates: keysOf,
    success: 'invoices:messages.successfully deleted',
    error: 'invoices:messages.unsuccessfully deleted',
  });

/** Finalizes and sends a draft corrective or cancellation invoice; lists reload either way. */
export const useFinalizeDraft = () =>
  useAppMutation({
    mutationFn: ({ id, invoiceType }: Pick<Invoice, 'id' | 'invoiceType'>) =>
      invoiceType === 'CANCELLATION_INVOICE'
        ? finalizeInvoiceCancellation(id)
        : finalizeInvoiceCorrection(id),
    invalidates: keysOf,
    success: 'invoices:messages.successfully sent',
    error: 'invoices:messages.unsuccessfully sent',
  });

export const useCompleteInvoiceRefund = () =>
  useAppMutation({
    mutationFn: ({ id }: InvoiceRef) => completeInvoiceRefund(id),
    invalidates: keysOf,
    success: 'invoices:messages.refundCompleted',
    error: 'invoices:messages.refundError',
  });

export const useDownloadInvoicePdf = () =>
  useAppMutation({
    mutationFn: async ({ id }: InvoiceRef) => downloadBase64Pdf(await getInvoicePdf(id)),
    success: 'invoices:messages.successfully downloaded',
    error: 'invoices:messages.unsuccessfully downloaded',
  });
