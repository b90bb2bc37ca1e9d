import type { TFunction } from 'i18next';
import type { FilterDef } from '@/components/filter-bar/filters';
import { statusLabelKey } from '@/components/status/status-sets';
import { creditNoteStatuses, type CreditNotesSearchValues } from './credit-notes-search';

/** The filters of the credit notes list: search, states and dates (spec 3 §5). */
export const creditNoteFilters = (
  t: TFunction<['credit-notes', 'lists']>,
): FilterDef<CreditNotesSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  {
    kind: 'multi',
    key: 'statuses',
    label: t('lists:filters.states'),
    allLabel: t('lists:filters.allStates'),
    chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
    options: creditNoteStatuses.map((status) => ({
      value: status,
      label: t(`lists:${statusLabelKey('creditNote', status)}`),
    })),
  },
  { kind: 'dates' },
];
