/**
 * The customer list's bulk action (issue 30): delete, only the customers whose menu offers it
 * (customer-actions.ts: not those deleted already).
 */
import { getListDebitorsQueryKey, deleteDebitor } from '@generated/api/customers/customers';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import type { Debitor } from '@generated/model/debitor';
import type { ListBulk } from '@/components/list-shell/bulk';
import type { BulkRule } from '@/components/list-shell/bulk-run';
import { customerActions } from './customer-actions';
import { customerName } from './customer-name';

const context = {
  inDetailView: false,
  available: { newPayment: false, newInvoice: false, newInstalmentPlan: false },
};

export const customerBulkRules = {
  delete: (debitor) => (customerActions(debitor, context).includes('delete') ? null : 'bulk.skip.deleted'),
} satisfies Record<string, BulkRule<Parameters<typeof customerActions>[0]>>;

export const customersBulk: ListBulk<Debitor> = {
  rowName: customerName,
  noun: 'debitors:bulk.noun',
  actions: [
    {
      id: 'delete',
      label: 'debitors:bulk.delete',
      color: 'red',
      rule: customerBulkRules.delete,
      call: (debitor, signal) => deleteDebitor(debitor.id, { signal }),
    },
  ],
  invalidates: [getListDebitorsQueryKey(), getListPaymentsQueryKey()],
};
