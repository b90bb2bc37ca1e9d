import type { TFunction } from 'i18next';
import type { FilterDef } from '@/components/filter-bar/filters';
import { statesFilter } from '@/components/filter-bar/states-filter';
import { creditNoteStatuses, type CreditNotesSearchValues } from './credit-notes-search';

/** The filters of the credit notes list: search, states and dates (spec 3 §5). */
export const creditNoteFilters = (
  t: TFunction<['credit-notes', 'lists']>,
): FilterDef<CreditNotesSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  statesFilter(t, 'statuses', 'creditNote', creditNoteStatuses),
  { kind: 'dates' },
];
