/** The credits area's data: the list, one credit with its events and credit note, creating one. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getListBankAccountsQueryOptions } from '@generated/api/bank-accounts/bank-accounts';
import {
  getCreditNoteByCreditId,
  getGetCreditNoteByCreditIdQueryKey,
  getListCreditNotesQueryKey,
} from '@generated/api/credit-notes/credit-notes';
import {
  createCredit,
  getGetCreditQueryOptions,
  getListCreditEventsQueryOptions,
  getListCreditsQueryKey,
  getListCreditsQueryOptions,
  listCredits,
} from '@generated/api/credits/credits';
import { getListSepaMandatesQueryOptions } from '@generated/api/sepa-mandates/sepa-mandates';
import type { CreditCreate } from '@generated/model/creditCreate';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { useCreateOnce } from '@/lib/create-once';
import { isApiError } from '@/lib/errors';
import { findSentIn, LOOKUP_SIZE } from '@/lib/find-sent';
import { NEWEST_FIRST } from '@/lib/list-search';
import { useAppMutation } from '@/lib/mutation';
import { toCreditListParams, type CreditsSearchValues } from './credits-search';
import { embeddedItems } from '@/lib/embedded';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The list of a view. The generated query function hands TanStack Query's AbortSignal to the
 * request, so a request superseded by a newer one (a changed filter) is aborted (spec 3 §7).
 */
export const creditsListQueryOptions = (search: CreditsSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListCreditsQueryOptions(toCreditListParams(search), { query: { retry: false } });

export const creditQueryOptions = (id: string) =>
  getGetCreditQueryOptions(id, { query: { retry: (count, error) => !notFound(error) && count < 1 } });

export const creditEventsQueryOptions = (id: string, enabled = true) =>
  getListCreditEventsQueryOptions(id, {
    query: { enabled, retry: false, select: (list) => embeddedItems(list, 'credit_events') },
  });

/** The credit note written for a credit; null while there is none (404). */
export const creditNoteOfCreditQueryOptions = (creditId: string) =>
  queryOptions({
    queryKey: getGetCreditNoteByCreditIdQueryKey(creditId),
    queryFn: async ({ signal }) => {
      try {
        return await getCreditNoteByCreditId(creditId, { signal });
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    retry: false,
  });

/** Detail loader: the credit, its events and credit note at once, then the customer. */
export const loadCreditDetail = async (queryClient: QueryClient, id: string) => {
  void queryClient.prefetchQuery(creditEventsQueryOptions(id));
  void queryClient.prefetchQuery(creditNoteOfCreditQueryOptions(id));
  const credit = await queryClient.ensureQueryData(creditQueryOptions(id)).catch(() => undefined);
  if (credit?.customer) void queryClient.prefetchQuery(customerQueryOptions(credit.customer.id));
};

/** The company's bank accounts to pay out from, the default one first. */
export const bankAccountsQueryOptions = () =>
  getListBankAccountsQueryOptions({
    query: {
      staleTime: 60_000,
      select: (list) => [...list.bankAccounts].sort((a, b) => Number(b.default) - Number(a.default)),
    },
  });

/** Spec 3 §9: a customer's SEPA mandates are looked up ten at a time, newest first. */
export const MANDATE_LOOKUP_SIZE = 10;

/** Whether the customer has an active (direct-debit) SEPA mandate, which a credit needs (spec 3 §5). */
export const activeMandateQueryOptions = (customerId: string) =>
  getListSepaMandatesQueryOptions(
    { debtor_id: customerId, size: MANDATE_LOOKUP_SIZE, page: 0, sort: [NEWEST_FIRST] },
    {
      query: {
        enabled: Boolean(customerId),
        retry: false,
        select: (list) => list._embedded.sepaMandates.some((mandate) => mandate.state === 'ACTIVE'),
      },
    },
  );

/** The credit a try may have made: the customer's, made since, with the amount and purpose sent. */
const findSentCredit = findSentIn({
  list: async (input: CreditCreate) =>
    (await listCredits({ debitorRef: input.debitorId, sort: [NEWEST_FIRST], size: LOOKUP_SIZE }))._embedded
      .credits,
  createdAt: (credit) => credit.createdDateTimeUTC,
  fields: ['amount', 'purpose'],
  matches: (credit, input) => credit.customer?.id === input.debitorId,
});

/** POST /credits; a failure shows the server's message (spec 3 §8) and the dialog keeps the input. */
export const useCreateCredit = () => {
  const create = useCreateOnce(createCredit, findSentCredit);
  return useAppMutation({
    mutationFn: create,
    invalidates: () => [getListCreditsQueryKey(), getListCreditNotesQueryKey()],
    success: 'credits:messages.created',
    error: { key: 'credits:messages.createError', withServerMessage: true },
  });
};
