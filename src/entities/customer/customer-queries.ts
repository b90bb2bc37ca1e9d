/** The customer calls that several areas share: the picker's search and creating a customer. */
import {
  createDebitor,
  getGetDebitorQueryOptions,
  getListDebitorsQueryKey,
  getListDebitorsQueryOptions,
  searchDebitors,
} from '@generated/api/customers/customers';
import type { Debitor } from '@generated/model/debitor';
import type { DebitorInput } from '@generated/model/debitorInput';
import type { DebitorList } from '@generated/model/debitorList';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createOnce } from '@/lib/create-once';
import { useAppMutation } from '@/lib/mutation';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The customer a create that may have reached the server made: the e-mail address is unique per
 * company (a second create with it is refused), and the names must be those sent.
 */
const findSentCustomer = async (input: DebitorInput): Promise<Debitor | null> => {
  const { _embedded } = await searchDebitors({ emailAddress: input.emailAddress, lastName: input.lastName });
  return (
    _embedded.debitors.find(
      (debitor) =>
        same(debitor.emailAddress, input.emailAddress) &&
        same(debitor.firstName, input.firstName) &&
        same(debitor.lastName, input.lastName) &&
        same(debitor.companyName, input.companyName),
    ) ?? null
  );
};

/** One customer by id, for a detail page's debtor card or the picker's choice; waits for the id, no retries. */
export const debitorQueryOptions = (id: string | undefined) =>
  getGetDebitorQueryOptions(id ?? '', { query: { enabled: Boolean(id), retry: false } });

/** A customer on a customer list already loaded (the customers page, the picker's results), if any. */
export const debitorFromLists = (queryClient: QueryClient, id: string | undefined) =>
  id
    ? queryClient
        .getQueriesData<DebitorList>({ queryKey: getListDebitorsQueryKey() })
        .flatMap(([, list]) => list?._embedded.debitors ?? [])
        .find((debitor) => debitor.id === id)
    : undefined;

/** Spec 2 §9: the picker asks for 20 customers sorted by last name. */
export const PICKER_SIZE = 20;

export const pickerDebitorsQueryOptions = (search: string) =>
  getListDebitorsQueryOptions({
    size: PICKER_SIZE,
    page: 0,
    sort: ['lastName,asc'],
    search: search.trim() || undefined,
  });

/** A customer who still has to set up the payment method was invited to do so (direct debit). */
export const isInvited = (debitor: Pick<Debitor, 'onboardingState'>) =>
  debitor.onboardingState === 'ONBOARDING_PENDING';

/**
 * POST /debitors: 'new debtor created', or 'new debtor invited' when the customer is invited to
 * set up direct debit (spec 3 §8). A failure is shown in the form by the caller.
 */
export const useCreateCustomer = () => {
  const queryClient = useQueryClient();
  // One per dialog: a retry after an answer that never came first looks for the customer sent.
  const [create] = useState(() => createOnce(createDebitor, findSentCustomer));
  return useAppMutation({
    mutationFn: async (input: DebitorInput) => {
      const debitor = await create(input);
      // The customer picker shows its choice by id: the new customer needs no call to be shown.
      queryClient.setQueryData(debitorQueryOptions(debitor.id).queryKey, debitor);
      return debitor;
    },
    invalidates: () => [getListDebitorsQueryKey()],
    success: (debitor) =>
      isInvited(debitor) ? 'debitors:messages.new debtor invited' : 'debitors:messages.new debtor created',
  });
};
