/** The customers area's data: queries, and mutations with what they make stale and their alerts. */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  changeDebitorPaymentMethod,
  deleteDebitor,
  getDebitor,
  getGetDebitorQueryKey,
  getGetDebitorQueryOptions,
  getGetDebitorStatsQueryOptions,
  getListDebitorsQueryKey,
  getListDebitorsQueryOptions,
  resendDebitorInvitation,
  searchDebitors,
  updateDebitor,
} from '@generated/api/customers/customers';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import { getGetSelfServiceUrlsQueryOptions } from '@generated/api/self-service/self-service';
import type { Debitor } from '@generated/model/debitor';
import type { DebitorInput } from '@generated/model/debitorInput';
import type { PaymentMethod } from '@generated/model/paymentMethod';
import { debitorAsInput } from '@/entities/customer/customer-schema';
import { isApiError } from '@/lib/errors';
import { useAppMutation } from '@/lib/mutation';
import { toCustomerListParams, type CustomersSearchValues } from './customers-search';

export const customersListQueryOptions = (search: CustomersSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListDebitorsQueryOptions(toCustomerListParams(search), { query: { retry: false } });

export const customerQueryOptions = (id: string) =>
  getGetDebitorQueryOptions(id, { query: { retry: false } });

/** The pending-transactions tile of the customer page. */
export const customerStatsQueryOptions = (id: string) =>
  getGetDebitorStatsQueryOptions(id, { query: { retry: false } });

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /dashboard/debtors/{id} (spec 2 §2): the customer found by searching its last name and matching
 * its e-mail address; null when there is none (an unknown id, a deleted customer).
 */
export const customerLookupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/debitors/search', { lookup: id }],
    queryFn: async ({ signal }) => {
      let debitor: Debitor;
      try {
        debitor = await getDebitor(id, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
      const { _embedded } = await searchDebitors(
        { emailAddress: debitor.emailAddress, lastName: debitor.lastName || undefined },
        { signal },
      );
      return (
        _embedded.debitors.find(
          (found) => found.id === debitor.id && sameEmail(found.emailAddress, debitor.emailAddress),
        ) ?? null
      );
    },
    retry: false,
  });

/** GET /self-service/urls: the debtor portal's address. */
export const portalUrlQueryOptions = () =>
  getGetSelfServiceUrlsQueryOptions({ query: { retry: false, select: (urls) => urls.debtorPortalUrl } });

/** Everything that shows the customer: the lists, the customer itself, their payments' names. */
const customerKeys = (id: string): QueryKey[] => [
  getListDebitorsQueryKey(),
  getGetDebitorQueryKey(id),
  getListPaymentsQueryKey(),
];

/** PUT /debitors/{id} from the edit dialog; a failure is shown in the form (spec 2 §8). */
export const useUpdateCustomer = () =>
  useAppMutation({
    mutationFn: ({ id, input }: { id: string; input: DebitorInput }) => updateDebitor(id, input),
    invalidates: ({ id }) => customerKeys(id),
    success: 'debitors:messages.debitor edited',
  });

/** The extra invoice addresses, sent with the rest of the customer unchanged. */
export const useUpdateInvoiceEmails = () =>
  useAppMutation({
    mutationFn: ({ debitor, emails }: { debitor: Debitor; emails: string[] }) =>
      updateDebitor(debitor.id, { ...debitorAsInput(debitor), additionalEmailAddresses: emails }),
    invalidates: ({ debitor }) => customerKeys(debitor.id),
    success: 'debitors:messages.edit invoice emails successful',
    error: 'debitors:messages.invoiceEmailsError',
  });

export const useDeleteCustomer = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<Debitor, 'id'>) => deleteDebitor(id),
    invalidates: ({ id }) => customerKeys(id),
    success: 'debitors:messages.debitor deleted',
    error: 'debitors:messages.deleteError',
  });

export const useChangePaymentMethod = () =>
  useAppMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      changeDebitorPaymentMethod(id, { paymentMethod }),
    invalidates: ({ id }) => customerKeys(id),
    success: 'debitors:messages.invitation sent',
    error: 'debitors:messages.error',
  });

export const useResendInvitation = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<Debitor, 'id'>) => resendDebitorInvitation(id),
    invalidates: ({ id }) => customerKeys(id),
    success: 'debitors:messages.invitation sent',
    error: 'debitors:messages.error',
  });
