/** The customers area's data: queries, and mutations with what they make stale and their alerts. */
import {
  changeCustomerPaymentMethod,
  deleteCustomer,
  getCustomer,
  getGetCustomerQueryKey,
  getGetCustomerQueryOptions,
  getGetCustomerStatsQueryOptions,
  getListCustomersQueryKey,
  getListCustomersQueryOptions,
  resendCustomerInvitation,
  searchCustomers,
  updateCustomer,
  type Customer,
  type CustomerInput,
} from '@/entities/customer/customer';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import { getGetSelfServiceUrlsQueryOptions } from '@generated/api/self-service/self-service';
import type { PaymentMethod } from '@generated/model/paymentMethod';
import { customerAsInput } from '@/entities/customer/customer-schema';
import { isApiError } from '@/lib/errors';
import { useAppMutation } from '@/lib/mutation';
import { toCustomerListParams, type CustomersSearchValues } from './customers-search';

export const customersListQueryOptions = (search: CustomersSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListCustomersQueryOptions(toCustomerListParams(search), { query: { retry: false } });

export const customerQueryOptions = (id: string) =>
  getGetCustomerQueryOptions(id, { query: { retry: false } });

/** The pending-transactions tile of the customer page. */
export const customerStatsQueryOptions = (id: string) =>
  getGetCustomerStatsQueryOptions(id, { query: { retry: false } });

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /dashboard/debtors/{id} (spec 2 §2): the customer found by searching its last name and matching
 * its e-mail address; null when there is none (an unknown id, a deleted customer).
 */
export const customerLookupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/debitors/search', { lookup: id }],
    queryFn: async ({ signal }) => {
      let customer: Customer;
      try {
        customer = await getCustomer(id, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
      const { _embedded } = await searchCustomers(
        { emailAddress: customer.emailAddress, lastName: customer.lastName || undefined },
        { signal },
      );
      return (
        _embedded.debitors.find(
          (found) => found.id === customer.id && sameEmail(found.emailAddress, customer.emailAddress),
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
  getListCustomersQueryKey(),
  getGetCustomerQueryKey(id),
  getListPaymentsQueryKey(),
];

/** PUT /debitors/{id} from the edit dialog; a failure is shown in the form (spec 2 §8). */
export const useUpdateCustomer = () =>
  useAppMutation({
    mutationFn: ({ id, input }: { id: string; input: CustomerInput }) => updateCustomer(id, input),
    invalidates: ({ id }) => customerKeys(id),
    success: 'customers:messages.customer edited',
  });

/** The extra invoice addresses, sent with the rest of the customer unchanged. */
export const useUpdateInvoiceEmails = () =>
  useAppMutation({
    mutationFn: ({ customer, emails }: { customer: Customer; emails: string[] }) =>
      updateCustomer(customer.id, { ...customerAsInput(customer), additionalEmailAddresses: emails }),
    invalidates: ({ customer }) => customerKeys(customer.id),
    success: 'customers:messages.edit invoice emails successful',
    error: 'customers:messages.invoiceEmailsError',
  });

export const useDeleteCustomer = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<Customer, 'id'>) => deleteCustomer(id),
    invalidates: ({ id }) => customerKeys(id),
    success: 'customers:messages.customer deleted',
    error: 'customers:messages.deleteError',
  });

export const useChangePaymentMethod = () =>
  useAppMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      changeCustomerPaymentMethod(id, { paymentMethod }),
    invalidates: ({ id }) => customerKeys(id),
    success: 'customers:messages.invitation sent',
    error: 'customers:messages.error',
  });

export const useResendInvitation = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<Customer, 'id'>) => resendCustomerInvitation(id),
    invalidates: ({ id }) => customerKeys(id),
    success: 'customers:messages.invitation sent',
    error: 'customers:messages.error',
  });
