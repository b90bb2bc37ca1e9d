/** The SEPA mandates of a customer: the list, creating one and deactivating one. */
import {
  createSepaMandate,
  deactivateSepaMandate,
  getListSepaMandatesQueryKey,
  getListSepaMandatesQueryOptions,
  listSepaMandates,
} from '@generated/api/sepa-mandates/sepa-mandates';
import type { ListSepaMandatesParams } from '@generated/model/listSepaMandatesParams';
import type { SepaMandate } from '@generated/model/sepaMandate';
import type { SepaMandateCreate } from '@generated/model/sepaMandateCreate';
import { electronicFormatIBAN } from 'ibantools';
import { useCreateOnce } from '@/lib/create-once';
import { findSentIn, LOOKUP_SIZE } from '@/lib/find-sent';
import { NEWEST_FIRST, toServerPaging, type ListSearch } from '@/lib/list-search';
import { useAppMutation } from '@/lib/mutation';

/** Spec 3 §7: the customer's mandates, ten a page, newest first. */
export const toMandateListParams = (customerId: string, search: ListSearch) =>
  ({
    ...toServerPaging(search),
    sort: [NEWEST_FIRST],
    debtor_id: customerId,
  }) satisfies ListSepaMandatesParams;

export const mandatesListQueryOptions = (customerId: string, search: ListSearch) =>
  getListSepaMandatesQueryOptions(toMandateListParams(customerId, search), { query: { retry: false } });

/** The mandate a try may have made: the customer's mandate of the IBAN and BIC sent, signed on the day sent. */
const findSentMandate = findSentIn({
  list: async (input: SepaMandateCreate) =>
    (await listSepaMandates({ debtor_id: input.debitorId, sort: [NEWEST_FIRST], size: LOOKUP_SIZE }))
      ._embedded.sepaMandates,
  fields: ['bic', 'signatureDate'],
  matches: (mandate, input) => electronicFormatIBAN(mandate.iban) === electronicFormatIBAN(input.iban),
});

/** POST /sepa-mandates (spec 3 §8: the dialog closes on success and on failure). */
export const useCreateMandate = () => {
  const create = useCreateOnce(createSepaMandate, findSentMandate);
  return useAppMutation({
    mutationFn: create,
    invalidates: () => [getListSepaMandatesQueryKey()],
    success: 'mandates:messages.sepa mandate creation success',
    error: 'mandates:messages.sepa mandate creation error',
  });
};

export const useDeactivateMandate = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<SepaMandate, 'id'>) => deactivateSepaMandate(id),
    invalidates: () => [getListSepaMandatesQueryKey()],
    success: 'mandates:messages.deactivated',
    error: 'mandates:messages.Something went wrong',
  });
