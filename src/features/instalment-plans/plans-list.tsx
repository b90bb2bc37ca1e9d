import type { TFunction } from 'i18next';
import { defineList, listQuery } from '@/components/list';
import { PlansSearch, type PlansSearchValues } from './plans-search';
import { planFilters } from './plans-filters';
import { usePlanActions } from './use-plan-actions';
import { plansListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getPlanColumns } from './plans-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { summaryLabel } from '@/entities/customer/summary-name';
import { durationInMonths, planOpenAmount } from './plan-sums';

/** The instalment plans list; the customer's tab shows it too. */
export const plansList = defineList({
  listId: 'instalment-plans',
  ns: ['instalment-plans', 'lists'],
  search: PlansSearch,
  filters: planFilters,
  // Each action asks in its own dialog about the one plan (its action table, its hook).
  rowMenu: { useMenu: usePlanActions },
  customerScope: (id) => ({ debitorId: id }),
  query: (search: PlansSearchValues) =>
    listQuery.paged(plansListQueryOptions(search), (page) => page._embedded.instalmentPlans),
  columns: getPlanColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorId ? [CUSTOMER_COLUMN] : []),
  export: {
    name: 'instalment-plans',
    cells: (t: TFunction<['instalment-plans', 'lists']>) => ({
      status: { label: (row) => statusLabelKey('instalmentPlan', row.status) },
      [CUSTOMER_COLUMN]: (row) => summaryLabel(row.debtor, t('customer deleted')),
      purpose: (row) => row.purpose,
      totalNetAmount: { money: (row) => row.totalNetAmount },
      duration: (row) => t('instalment-plans:months', { count: durationInMonths(row) }),
      intervalAmount: { money: (row) => row.intervalAmount },
      open: { money: planOpenAmount },
      nextPaymentDueDate: { date: (row) => row.nextPaymentDueDate },
      createdDateTime: { date: (row) => row.createdDateTime },
    }),
    ids: { id: (row) => row.id, customerId: (row) => row.debtor?.id },
  },
  // The selection and 'Export selection' (no actions of their own: no per-record call to make).
  bulk: {
    rowName: (row) => row.purpose,
    noun: 'instalment-plans:bulk.noun',
    amount: (row) => row.totalNetAmount,
  },
});
