/** What the payment detail page loads around a payment (spec 3 §2.5). */
import { queryOptions } from '@tanstack/react-query';
import {
  getCheckoutByPaymentId,
  getGetCheckoutByPaymentIdQueryKey,
} from '@generated/api/checkouts/checkouts';
import { getGetDebitorQueryOptions } from '@generated/api/customers/customers';
import {
  getGetInvoiceQueryOptions,
  getListInvoiceEventsQueryOptions,
  getListInvoiceReferencesQueryOptions,
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

export const invoiceQueryOptions = (id: string | undefined) =>
  getGetInvoiceQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

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
