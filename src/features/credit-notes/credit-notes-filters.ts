import type { TFunction } from 'i18next';
import { listFilters } from '@/components/list';
import { creditNoteStatuses, type CreditNotesSearchValues } from './credit-notes-search';

/** The filters of the credit notes list: search, states and dates (spec 3 §5). */
export const creditNoteFilters = (
  t: TFunction<['credit-notes', 'lists']>,
): listFilters.Def<CreditNotesSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  listFilters.states(t, 'statuses', 'creditNote', creditNoteStatuses),
  { kind: 'dates' },
];
