import type { TFunction } from 'i18next';
import { defineList, listQuery } from '@/components/list';
import { CustomersSearch, type CustomersSearchValues } from './customers-search';
import { customerFilters } from './customers-filters';
import { customersListQueryOptions } from './api';
import { getCustomerColumns } from './customers-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { isDeletedCustomer, personName } from './customer-name';
import { customersBulk } from './customer-bulk';
import { customerViews } from './customers-views';

/** The customer list (spec 3 §2.4). */
export const customersList = defineList({
  listId: 'customers',
  ns: 'customers',
  search: CustomersSearch,
  filters: customerFilters,
  query: (search: CustomersSearchValues) =>
    listQuery.paged(customersListQueryOptions(search), (page) => page._embedded.debitors),
  columns: getCustomerColumns,
  texts: {
    empty: 'no customers',
    filteredEmpty: 'no results for your customer search',
    newRows: 'views.newRows',
  },
  views: customerViews,
  export: {
    name: 'customers',
    cells: (t: TFunction<'customers'>) => ({
      name: (row) =>
        isDeletedCustomer(row) ? `${row.emailAddress} ${t('customer deleted')}` : personName(row),
      companyName: (row) => row.companyName,
      type: (row) => t(`type.${row.type}`),
      emailAddress: (row) => row.emailAddress,
      paymentMethod: (row) => t(`method.${row.paymentMethod}`),
      onboardingState: {
        label: (row) => statusLabelKey('onboarding', row.onboardingState ?? 'ONBOARDING_COMPLETED'),
      },
    }),
    ids: { id: (row) => row.id },
  },
  bulk: customersBulk,
});
