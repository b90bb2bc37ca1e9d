/**
 * The customer list's bulk action (issue 30): delete, only the customers whose menu offers it
 * (customer-actions.ts: not those deleted already).
 */
import { getListCustomersQueryKey, deleteCustomer, type Customer } from '@/entities/customer/customer';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import type { ListBulk } from '@/components/list-shell/bulk';
import type { BulkRule } from '@/components/list-shell/bulk-run';
import { customerActions } from './customer-actions';
import { customerName } from './customer-name';

const context = {
  inDetailView: false,
  available: { newPayment: false, newInvoice: false, newInstalmentPlan: false },
};

export const customerBulkRules = {
  delete: (customer) => (customerActions(customer, context).includes('delete') ? null : 'bulk.skip.deleted'),
} satisfies Record<string, BulkRule<Parameters<typeof customerActions>[0]>>;

export const customersBulk: ListBulk<Customer> = {
  rowName: customerName,
  noun: 'customers:bulk.noun',
  actions: [
    {
      id: 'delete',
      label: 'customers:bulk.delete',
      color: 'red',
      rule: customerBulkRules.delete,
      call: (customer, signal) => deleteCustomer(customer.id, { signal }),
    },
  ],
  invalidates: [getListCustomersQueryKey(), getListPaymentsQueryKey()],
};
