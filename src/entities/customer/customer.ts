/**
 * The contract calls a customer "Debitor"; the app says customer. This is the one place that maps
 * the contract's names (types, hooks, query options) to customer names.
 */
export {
  CreateDebitorBody as CreateCustomerBody,
  createDebitorBodyAddressCountryRegExp as createCustomerBodyAddressCountryRegExp,
} from '@generated/zod/customers/customers.zod';
export type { Debitor as Customer } from '@generated/model/debitor';
export type { DebitorAddress as CustomerAddress } from '@generated/model/debitorAddress';
export type { DebitorInput as CustomerInput } from '@generated/model/debitorInput';
export type { DebitorList as CustomerList } from '@generated/model/debitorList';
export type { DebitorSummary as CustomerSummary } from '@generated/model/debitorSummary';
export type { ListDebitorsParams as ListCustomersParams } from '@generated/model/listDebitorsParams';
export type { PaymentDebitor as PaymentCustomer } from '@generated/model/paymentDebitor';
export {
  changeDebitorPaymentMethod as changeCustomerPaymentMethod,
  createDebitor as createCustomer,
  deleteDebitor as deleteCustomer,
  getDebitor as getCustomer,
  getGetDebitorQueryKey as getGetCustomerQueryKey,
  getGetDebitorQueryOptions as getGetCustomerQueryOptions,
  getGetDebitorStatsQueryKey as getGetCustomerStatsQueryKey,
  getGetDebitorStatsQueryOptions as getGetCustomerStatsQueryOptions,
  getListDebitorsQueryKey as getListCustomersQueryKey,
  getListDebitorsQueryOptions as getListCustomersQueryOptions,
  resendDebitorInvitation as resendCustomerInvitation,
  searchDebitors as searchCustomers,
  updateDebitor as updateCustomer,
} from '@generated/api/customers/customers';
export { getListDebitorTransactionsQueryKey as getListCustomerTransactionsQueryKey } from '@generated/api/payments/payments';
