/**
 * The customer list's bulk action: delete, made from the customers' action table
 * (customer-action-table.tsx), which the customer menu is made from too: it takes only the
 * customers whose menu offers it (not those deleted already).
 */
import { getListCustomersQueryKey, type Customer } from '@/entities/customer/customer';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import { actionTable } from '@/components/list';
import type { CustomerForActions } from './customer-actions';
import { customerActionTable, customerRuleOnMany, LIST_CONTEXT } from './customer-action-table';
import { customerName } from './customer-name';

/** The bulk action's rule (as the table gives it): null takes a customer, else why it is skipped. */
export const customerBulkRules = {
  delete: customerRuleOnMany('delete'),
} satisfies Record<string, actionTable.BulkRule<CustomerForActions>>;

export const customersBulk: actionTable.Bulk<Customer> = {
  rowName: customerName,
  noun: 'customers:bulk.noun',
  actions: actionTable.bulk(customerActionTable(LIST_CONTEXT)),
  invalidates: [getListCustomersQueryKey(), getListPaymentsQueryKey()],
};
