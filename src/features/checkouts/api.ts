/** The checkouts area's data: the list, the product picker, one checkout with its payment. */
import type { QueryClient } from '@tanstack/react-query';
import { getGetCheckoutQueryOptions, getListCheckoutsQueryOptions } from '@generated/api/checkouts/checkouts';
import {
  getGetPaymentQueryOptions,
  getListPaymentEventsQueryOptions,
} from '@generated/api/payments/payments';
import { getListProductsQueryOptions } from '@generated/api/products/products';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { isApiError } from '@/lib/errors';
import { toCheckoutListParams, type CheckoutsSearchValues } from './checkouts-search';
import { embeddedItems } from '@/lib/embedded';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

export const checkoutsListQueryOptions = (search: CheckoutsSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListCheckoutsQueryOptions(toCheckoutListParams(search), { query: { retry: false } });

/** Spec 3 §9: the checkouts' product filter loads up to 100 products. */
export const PRODUCT_FILTER_SIZE = 100;

export const filterProductsQueryOptions = () =>
  getListProductsQueryOptions(
    { size: PRODUCT_FILTER_SIZE, page: 0, sort: ['name,asc'] },
    { query: { staleTime: 60_000, select: (list) => list._embedded.products } },
  );

export const checkoutQueryOptions = (id: string) =>
  getGetCheckoutQueryOptions(id, { query: { retry: (count, error) => !notFound(error) && count < 1 } });

/** The payment the checkout created (paymentIdRef), with its events. */
export const paymentQueryOptions = (id: string | undefined) =>
  getGetPaymentQueryOptions(id ?? '', undefined, { query: { enabled: Boolean(id), retry: false } });

export const paymentEventsQueryOptions = (id: string | undefined) =>
  getListPaymentEventsQueryOptions(id ?? '', {
    query: {
      enabled: Boolean(id),
      retry: false,
      select: (list) => embeddedItems(list, 'paperlessEventsList'),
    },
  });

/** Detail loader: the checkout, then its customer, payment and the payment's events at once. */
export const loadCheckoutDetail = async (queryClient: QueryClient, id: string) => {
  const checkout = await queryClient.ensureQueryData(checkoutQueryOptions(id)).catch(() => undefined);
  // prefetchQuery runs a query even where it is not enabled: only what the checkout refers to.
  if (checkout?.debitorIdRef) void queryClient.prefetchQuery(customerQueryOptions(checkout.debitorIdRef));
  if (checkout?.paymentIdRef) {
    void queryClient.prefetchQuery(paymentQueryOptions(checkout.paymentIdRef));
    void queryClient.prefetchQuery(paymentEventsQueryOptions(checkout.paymentIdRef));
  }
};
