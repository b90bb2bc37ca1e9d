/** What the payment detail page loads around a payment (spec 3 §2.5). */
import { queryOptions } from '@tanstack/react-query';
import {
  getCheckoutByPaymentId,
  getGetCheckoutByPaymentIdQueryKey,
} from '@generated/api/checkouts/checkouts';
import { getGetDebitorQueryOptions } from '@generated/api/customers/customers';
import {
  getInvoice,
  getListInvoiceEventsQueryOptions,
  getListInvoiceReferencesQueryOptions,
  listInvoices,
} from '@generated/api/invoices/invoices';
import {
  getGetPaymentQueryOptions,
  getListPaymentEventsQueryOptions,
} from '@generated/api/payments/payments';
import { isApiError } from '@/lib/errors';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

export const paymentQueryOptions = (id: string) =>
  getGetPaymentQueryOptions(
    id,
    { expand: 'metadata' },
    { query: { retry: (count, error) => !notFound(error) && count < 1 } },
  );

export const paymentEventsQueryOptions = (id: string) => getListPaymentEventsQueryOptions(id);

export const debitorQueryOptions = (id: string | undefined) =>
  getGetDebitorQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

/**
 * The invoice a payment belongs to, by the payment's invoice reference (payment.invoice.internalRef):
 * GET /invoices/{id} when the reference is the invoice's id, else the invoice whose internalRef
 * it is (found by searching the invoice list). Null when there is none.
 */
export const linkedInvoiceQueryOptions = (internalRef: string | undefined) =>
  queryOptions({
    queryKey: ['/invoices', { linkedTo: internalRef }],
    queryFn: async ({ signal }) => {
      const ref = internalRef ?? '';
      try {
        return await getInvoice(ref, { signal });
      } catch (error) {
        if (!notFound(error)) throw error;
      }
      const { _embedded } = await listInvoices({ search: ref, size: 20, page: 0 }, { signal });
      return _embedded.invoices.find((invoice) => invoice.internalRef === ref) ?? null;
    },
    enabled: Boolean(internalRef),
    retry: false,
  });

export const invoiceEventsQueryOptions = (id: string | undefined) =>
  getListInvoiceEventsQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

export const creditNoteReferencesQueryOptions = (invoiceId: string | undefined) =>
  getListInvoiceReferencesQueryOptions(invoiceId ?? '', {
    query: {
      enabled: Boolean(invoiceId),
      retry: false,
      select: (references) => references.filter((reference) => reference.type === 'CREDIT_NOTE'),
    },
  });

/** The checkout a payment came from; most payments have none (404). */
export const checkoutQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: getGetCheckoutByPaymentIdQueryKey({ paymentID: paymentId }),
    queryFn: async ({ signal }) => {
      try {
        return await getCheckoutByPaymentId({ paymentID: paymentId }, { signal });
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
