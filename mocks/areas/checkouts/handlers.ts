/** Checkouts: purchases made through payment links, with the payment they created. */
import type { HttpHandler } from 'msw';
import {
  GetCheckoutByPaymentIdQueryParams,
  ListCheckoutsQueryParams,
} from '../../../src-generated/zod/checkouts/checkouts.zod';
import type { CheckoutRecord } from '../../db/schema';
import { indexedList, plainLookup } from '../../db/indexed-lists';
import { checkoutIndex } from '../../lib/list-indexes';
import { pageOf, sortItems, withinDates } from '../../lib/lists';
import { notFound, ok, omit } from '../../lib/respond';
import { route } from '../../lib/route';
import { listQuery } from '../../lib/query';
import { matchesTerms } from '../../lib/text';

const checkoutResponse = (checkout: CheckoutRecord) => omit(checkout, 'productType', 'billingType');

export const checkoutsHandlers: HttpHandler[] = [
  route('listCheckouts', ({ db, query: raw }) => {
    const query = ListCheckoutsQueryParams.parse(raw);
    const list = listQuery(query);
    const productIds = query.productIds ?? [];
    const indexed = indexedList(
      db,
      checkoutIndex,
      {
        keys: { state: query.states, debitor: query.debtorRef },
        search: query.search,
        where:
          productIds.length || query.startDate || query.endDate
            ? (checkout) =>
                (!productIds.length || (!!checkout.productId && productIds.includes(checkout.productId))) &&
                withinDates(checkout.createdDateTimeUTC, query.startDate, query.endDate)
            : undefined,
      },
      list,
      'checkouts',
      checkoutResponse,
    );
    if (indexed) return ok(indexed);
    const lookup = plainLookup(db);
    const items = db.checkouts.filter(
      (checkout) =>
        (!query.states?.length || query.states.includes(checkout.checkoutState)) &&
        (!query.productIds?.length ||
          (checkout.productId && query.productIds.includes(checkout.productId))) &&
        (!query.debtorRef || checkout.debitorIdRef === query.debtorRef) &&
        withinDates(checkout.createdDateTimeUTC, query.startDate, query.endDate) &&
        matchesTerms(query.search, checkoutIndex.read(checkout, db, lookup).texts),
    );
    const sorted = sortItems(items, list, { field: 'createdDateTimeUTC', direction: 'desc' });
    return ok(pageOf(sorted.map(checkoutResponse), list, 'checkouts'));
  }),

  route('getCheckoutByPaymentId', ({ db, query: raw }) => {
    const query = GetCheckoutByPaymentIdQueryParams.parse(raw);
    const checkout = db.checkouts.find((candidate) => candidate.paymentIdRef === query.paymentID);
    return checkout ? ok(checkoutResponse(checkout)) : notFound('CheckoutLink');
  }),

  route('getCheckout', ({ db, params }) => {
    const checkout = db.checkouts.find((candidate) => candidate.id === params.id);
    return checkout ? ok(checkoutResponse(checkout)) : notFound('CheckoutLink');
  }),
];
