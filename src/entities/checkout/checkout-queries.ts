import { queryOptions } from '@tanstack/react-query';
import {
  getCheckoutByPaymentId,
  getGetCheckoutByPaymentIdQueryKey,
} from '@generated/api/checkouts/checkouts';
import { isApiError } from '@/lib/errors';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The checkout a payment came from; most payments have none (404). */
export const paymentCheckoutQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: getGetCheckoutByPaymentIdQueryKey({ paymentID: paymentId }),
    queryFn: async ({ signal }) => {
      try {
        return await getCheckoutByPaymentId({ paymentID: paymentId }, { signal });
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
