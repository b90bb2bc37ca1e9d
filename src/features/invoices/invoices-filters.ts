import type { TFunction } from 'i18next';
import type { listFilters } from '@/components/list';
import { invoiceStatuses, type InvoicesSearchValues } from './invoices-search';

/** The filters of the invoices list: search, statuses and dates (spec 3 §2.4, §5). */
export const invoiceFilters = (
  t: TFunction<['invoices', 'lists']>,
): listFilters.Def<InvoicesSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  {
    kind: 'multi',
    key: 'statuses',
    label: t('lists:filters.states'),
    allLabel: t('lists:filters.allStates'),
    chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
    options: invoiceStatuses.map((status) => ({ value: status, label: t(`lists:status.${status}`) })),
  },
  { kind: 'dates' },
];
