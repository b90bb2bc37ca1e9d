/** The customer calls that several areas share: the picker's search and creating a customer. */
import {
  createCustomer,
  getGetCustomerQueryOptions,
  getListCustomersQueryKey,
  getListCustomersQueryOptions,
  searchCustomers,
  type Customer,
  type CustomerInput,
  type CustomerList,
} from '@/entities/customer/customer';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCreateOnce } from '@/lib/create-once';
import { findSentIn } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The customer a create that may have reached the server made: the e-mail address is unique per
 * company (a second create with it is refused), and the names must be those sent.
 */
const findSentCustomer = findSentIn({
  list: async (input: CustomerInput) =>
    (await searchCustomers({ emailAddress: input.emailAddress, lastName: input.lastName }))._embedded
      .debitors,
  matches: (customer, input) =>
    same(customer.emailAddress, input.emailAddress) &&
    same(customer.firstName, input.firstName) &&
    same(customer.lastName, input.lastName) &&
    same(customer.companyName, input.companyName),
});

/** One customer by id, for a detail page's debtor card or the picker's choice; waits for the id, no retries. */
export const customerQueryOptions = (id: string | undefined) =>
  getGetCustomerQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

/** A customer on a customer list already loaded (the customers page, the picker's results), if any. */
export const customerFromLists = (queryClient: QueryClient, id: string | undefined) =>
  id
    ? queryClient
        .getQueriesData<CustomerList>({ queryKey: getListCustomersQueryKey() })
        .flatMap(([, list]) => list?._embedded.debitors ?? [])
        .find((customer) => customer.id === id)
    : undefined;

/** Spec 2 §9: the picker asks for 20 customers sorted by last name. */
export const PICKER_SIZE = 20;

export const pickerCustomersQueryOptions = (search: string) =>
  getListCustomersQueryOptions({
    size: PICKER_SIZE,
    page: 0,
    sort: ['lastName,asc'],
    search: search.trim() || undefined,
  });

/** A customer who still has to set up the payment method was invited to do so (direct debit). */
export const isInvited = (customer: Pick<Customer, 'onboardingState'>) =>
  customer.onboardingState === 'ONBOARDING_PENDING';

/**
 * POST /debitors: 'new debtor created', or 'new debtor invited' when the customer is invited to
 * set up direct debit (spec 3 §8). A failure is shown in the form by the caller.
 */
export const useCreateCustomer = () => {
  const queryClient = useQueryClient();
  // One per dialog: a retry after an answer that never came first looks for the customer sent.
  const create = useCreateOnce(createCustomer, findSentCustomer);
  return useAppMutation({
    mutationFn: async (input: CustomerInput) => {
      const customer = await create(input);
      // The customer picker shows its choice by id: the new customer needs no call to be shown.
      queryClient.setQueryData(customerQueryOptions(customer.id).queryKey, customer);
      return customer;
    },
    invalidates: () => [getListCustomersQueryKey()],
    success: (customer) =>
      isInvited(customer)
        ? 'customers:messages.new customer invited'
        : 'customers:messages.new customer created',
  });
};
