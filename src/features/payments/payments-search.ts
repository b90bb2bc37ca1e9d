import { z } from 'zod';
import { PaymentState } from '@generated/model/paymentState';
import { listSearchSchema, toListParams, type ListSearch } from '@/lib/list-search';

export const paymentStates = Object.values(PaymentState);

/** The payments list's URL: the shared list state plus its own params. */
export const PaymentsSearch = listSearchSchema({ states: paymentStates }).extend({
  /** Opens the new payment dialog. */
  action: z.literal('new').optional().catch(undefined),
  /** Pre-filters the list to one customer (the customer column is hidden then). */
  debitorId: z.string().min(1).optional().catch(undefined),
  /** Preselects a connected agent app in the new payment dialog. */
  agent: z.string().min(1).optional().catch(undefined),
});

export type PaymentsSearchValues = z.infer<typeof PaymentsSearch> & ListSearch<PaymentState>;

/** The GET /payments parameters of a list view. */
export const toPaymentListParams = (search: PaymentsSearchValues) => ({
  ...toListParams(search),
  debitorId: search.debitorId,
});
