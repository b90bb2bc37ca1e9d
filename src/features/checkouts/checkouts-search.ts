import type { ListCheckoutsParams } from '@generated/model/listCheckoutsParams';
import { CheckoutState } from '@generated/model/checkoutState';
import { choiceList, idList, listParams, NEWEST_FIRST, toListParams } from '@/lib/list-search';
import { searchSchema, type SearchValues } from '@/lib/search-schema';

export const checkoutStates = Object.values(CheckoutState);

/** The checkouts list's URL: the shared list state plus states and products. */
export const CheckoutsSearch = searchSchema({
  ...listParams(),
  states: choiceList(checkoutStates),
  productIds: idList(),
});

export type CheckoutsSearchValues = SearchValues<typeof CheckoutsSearch>;

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
