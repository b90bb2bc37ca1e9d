/** The credit notes area's data: the list, a note's references, credit and PDF. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getCreditNoteByCreditId,
  getCreditNotePdf,
  getListCreditNotesQueryOptions,
  listCreditNoteReferences,
} from '@generated/api/credit-notes/credit-notes';
import { getCredit, getListCreditEventsQueryOptions } from '@generated/api/credits/credits';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { usePdfDownload } from '@/components/transaction-detail/pdf-download-button';
import { toCreditNoteListParams, type CreditNotesSearchValues } from './credit-notes-search';

export const creditNotesListQueryOptions = (search: CreditNotesSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListCreditNotesQueryOptions(toCreditNoteListParams(search), { query: { retry: false } });

/**
 * A credit note with what belongs to it: GET /creditNotes/{id}/references names its credit; the
 * credit and the note itself (by the credit's id) follow. The note is null without a credit.
 */
export const creditNoteDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/creditNotes', id, 'detail'],
    queryFn: async ({ signal }) => {
      const references = await listCreditNoteReferences(id, { signal });
      const creditId = references.find((reference) => reference.type === 'CREDIT')?.id;
      if (!creditId) return { references, credit: null, note: null };
      const [credit, note] = await Promise.all([
        getCredit(creditId, { signal }),
        getCreditNoteByCreditId(creditId, { signal }),
      ]);
      return { references, credit, note: note.id === id ? note : null };
    },
    retry: false,
  });

export const creditEventsQueryOptions = (creditId: string | undefined) =>
  getListCreditEventsQueryOptions(creditId ?? '', {
    query: { enabled: Boolean(creditId), retry: false, select: (list) => list._embedded.credit_events },
  });

/** Detail loader: the note and its credit, then the customer; errors are left to the page. */
export const loadCreditNoteDetail = async (queryClient: QueryClient, id: string) => {
  const detail = await queryClient.ensureQueryData(creditNoteDetailQueryOptions(id)).catch(() => undefined);
  if (detail?.credit) void queryClient.prefetchQuery(creditEventsQueryOptions(detail.credit.id));
  const customerId = detail?.note?.debtor?.id ?? detail?.credit?.customer?.id;
  if (customerId) void queryClient.prefetchQuery(customerQueryOptions(customerId));
};

/** GET /creditNotes/{id}: the PDF of a row's credit note, saved as name.pdf, with the download alerts. */
export const useCreditNotePdf = () => usePdfDownload((id: string) => getCreditNotePdf(id));
