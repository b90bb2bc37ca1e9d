import { defineList, listQuery } from '@/components/list';
import { statusLabelKey } from '@/components/status/status-sets';
import type { ListSearch } from '@/lib/list-search';
import { mandatesListQueryOptions } from './api';
import { getMandateColumns } from './mandates-columns';

/** A customer's SEPA mandates (spec 3 §2.4): ten a page, newest first; the export holds what it shows. */
export const mandatesList = defineList({
  listId: 'mandates',
  customerScope: (id) => ({ debitorId: id }),
  ns: 'mandates',
  query: ({ debitorId: customerId, ...search }: ListSearch & { debitorId: string }) =>
    listQuery.paged(mandatesListQueryOptions(customerId, search), (page) => page._embedded.sepaMandates),
  columns: getMandateColumns,
  texts: { empty: 'no sepa mandates found' },
  export: {
    name: 'sepa-mandates',
    cells: () => ({
      mandateReference: (row) => row.mandateReference,
      iban: (row) => row.iban,
      bic: (row) => row.bic,
      state: { label: (row) => statusLabelKey('mandate', row.state) },
      signatureDate: { date: (row) => row.signatureDate },
    }),
    ids: { id: (row) => row.id },
  },
});
