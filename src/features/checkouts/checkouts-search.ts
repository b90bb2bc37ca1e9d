import * as z from 'zod/mini';
import type { ListCheckoutsParams } from '@generated/model/listCheckoutsParams';
import { CheckoutState } from '@generated/model/checkoutState';
import { choiceList, idList, listSearchSchema, NEWEST_FIRST, toListParams } from '@/lib/list-search';

export const checkoutStates = Object.values(CheckoutState);

/** The checkouts list's URL: the shared list state plus states and products. */
export const CheckoutsSearch = z.extend(listSearchSchema(), {
  states: choiceList(checkoutStates),
  productIds: idList(),
});

export type CheckoutsSearchValues = z.infer<typeof CheckoutsSearch>;

/**
 * The GET /checkouts parameters of a list view (spec 3 §7). The generated call writes the lists of
 * states and products as comma lists (`states=NEW,CLOSED`), as the contract asks.
 */
export const toCheckoutListParams = (search: CheckoutsSearchValues) =>
  ({
    ...toListParams(search),
    sort: [NEWEST_FIRST],
    states: search.states,
    productIds: search.productIds,
  }) satisfies ListCheckoutsParams;
