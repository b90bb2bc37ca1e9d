/**
 * The customer list's bulk action: delete, made from the customers' action table
 * (customer-action-table.tsx), which the customer menu is made from too: it takes only the
 * customers whose menu offers it (not those deleted already).
 */
import { getListCustomersQueryKey, type Customer } from '@/entities/customer/customer';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import { bulkActions } from '@/components/list-shell/action-table';
import type { ListBulk } from '@/components/list-shell/bulk';
import type { BulkRule } from '@/components/list-shell/bulk-run';
import type { CustomerForActions } from './customer-actions';
import { customerActionTable, customerRuleOnMany, LIST_CONTEXT } from './customer-action-table';
import { customerName } from './customer-name';

/** The bulk action's rule (as the table gives it): null takes a customer, else why it is skipped. */
export const customerBulkRules = {
  delete: customerRuleOnMany('delete'),
} satisfies Record<string, BulkRule<CustomerForActions>>;

export const customersBulk: ListBulk<Customer> = {
  rowName: customerName,
  noun: 'customers:bulk.noun',
  actions: bulkActions(customerActionTable(LIST_CONTEXT)),
  invalidates: [getListCustomersQueryKey(), getListPaymentsQueryKey()],
};
