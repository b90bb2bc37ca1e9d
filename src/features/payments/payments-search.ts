import type { ListPaymentsParams } from '@generated/model/listPaymentsParams';
import { PaymentMethod } from '@generated/model/paymentMethod';
import { PaymentState } from '@generated/model/paymentState';
import { choiceList, idParam, listParams, NEWEST_FIRST, toListParams } from '@/lib/list-search';
import { literal, searchSchema, type SearchValues } from '@/lib/search-schema';

export const paymentStates = Object.values(PaymentState);
export const paymentMethods = Object.values(PaymentMethod);

/** The payments list's URL: the shared list state plus its own params. */
export const PaymentsSearch = searchSchema({
  ...listParams(),
  states: choiceList(paymentStates),
  /** Online payment, direct debit (GET /payments `paymentMethod`). */
  methods: choiceList(paymentMethods),
  /** Opens the new payment dialog. */
  action: literal('new'),
  /** Pre-filters the list to one customer (the customer column is hidden then). */
  debitorId: idParam(),
  /** Preselects a connected agent app in the new payment dialog. */
  agent: idParam(),
});

export type PaymentsSearchValues = SearchValues<typeof PaymentsSearch>;

/** The GET /payments parameters of a list view. */
export const toPaymentListParams = (search: PaymentsSearchValues) =>
  ({
    ...toListParams(search),
    sort: [NEWEST_FIRST],
    states: search.states,
    paymentMethod: search.methods,
    debitorId: search.debitorId,
  }) satisfies ListPaymentsParams;
