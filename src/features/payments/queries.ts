/**
 * The payments list's query, on its own so that the route's loader can load it lazily: the
 * generated payments client stays out of the first bundle (and out of /login).
 */
import { getListPaymentsQueryOptions } from '@generated/api/payments/payments';
import { toPaymentListParams, type PaymentsSearchValues } from './payments-search';

export const paymentsListQueryOptions = (search: PaymentsSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListPaymentsQueryOptions(toPaymentListParams(search), { query: { retry: false } });
