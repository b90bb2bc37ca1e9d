import type { ListCreditNotesParams } from '@generated/model/listCreditNotesParams';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { choiceList, idParam, listParams, NEWEST_FIRST, toListParams } from '@/lib/list-search';
import { searchSchema, type SearchValues } from '@/lib/search-schema';

export const creditNoteStatuses = Object.values(InvoiceStatus);

/** The credit notes list's URL: the shared list state plus its own params. */
export const CreditNotesSearch = searchSchema({
  ...listParams(),
  statuses: choiceList(creditNoteStatuses),
  /** Pre-filters the list to one customer (the customer column is hidden then). */
  debtorRef: idParam(),
});

export type CreditNotesSearchValues = SearchValues<typeof CreditNotesSearch>;

/**
 * The GET /creditNotes parameters of a list view (spec 3 §7). The start date is the start of its
 * day and the end date the end of its day, in UTC (spec 3 §5).
 */
export const toCreditNoteListParams = (search: CreditNotesSearchValues) =>
  ({
    ...toListParams(search),
    sort: [NEWEST_FIRST],
    statuses: search.statuses,
    debtorRef: search.debtorRef,
  }) satisfies ListCreditNotesParams;
