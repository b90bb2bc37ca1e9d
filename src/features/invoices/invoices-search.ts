import type { ListInvoicesParams } from '@generated/model/listInvoicesParams';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { choiceList, idParam, listParams, NEWEST_FIRST, toListParams } from '@/lib/list-search';
import { literal, searchSchema, type SearchValues } from '@/lib/search-schema';

export const invoiceStatuses = Object.values(InvoiceStatus);

/** The invoices list's URL: the shared list state plus the statuses filter. */
export const InvoicesSearch = searchSchema({
  ...listParams(),
  statuses: choiceList(invoiceStatuses),
  /** Pre-filters the list to one customer (the customer column is hidden then). */
  debitorRef: idParam(),
  /** Opens the new invoice dialog. */
  action: literal('new'),
});

export type InvoicesSearchValues = SearchValues<typeof InvoicesSearch>;

/** The GET /invoices parameters of a list view. */
export const toInvoiceListParams = (search: InvoicesSearchValues) =>
  ({
    ...toListParams(search),
    sort: [NEWEST_FIRST],
    statuses: search.statuses,
    debitorRef: search.debitorRef,
  }) satisfies ListInvoicesParams;
