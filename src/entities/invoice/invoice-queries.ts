/** What the payment and credit note pages read of an invoice: the linked one, its events, its credit notes. */
import { queryOptions } from '@tanstack/react-query';
import {
  getInvoice,
  getListInvoiceEventsQueryOptions,
  getListInvoiceReferencesQueryOptions,
  listInvoices,
} from '@generated/api/invoices/invoices';
import { isApiError } from '@/lib/errors';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The invoice of a payment's invoice.internalRef: by id, else by searching the list; null if none. */
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

export const linkedInvoiceEventsQueryOptions = (id: string | undefined) =>
  getListInvoiceEventsQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

export const creditNoteReferencesQueryOptions = (invoiceId: string | undefined) =>
  getListInvoiceReferencesQueryOptions(invoiceId ?? '', {
    query: {
      enabled: Boolean(invoiceId),
      retry: false,
      select: (references) => references.filter((reference) => reference.type === 'CREDIT_NOTE'),
    },
  });
