/** The SEPA mandates of a customer: the list, creating one and deactivating one. */
import {
  createSepaMandate,
  deactivateSepaMandate,
  getListSepaMandatesQueryKey,
  getListSepaMandatesQueryOptions,
} from '@generated/api/sepa-mandates/sepa-mandates';
import type { ListSepaMandatesParams } from '@generated/model/listSepaMandatesParams';
import type { SepaMandate } from '@generated/model/sepaMandate';
import type { SepaMandateCreate } from '@generated/model/sepaMandateCreate';
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

/** POST /sepa-mandates (spec 3 §8: the dialog closes on success and on failure). */
export const useCreateMandate = () =>
  useAppMutation({
    mutationFn: (body: SepaMandateCreate) => createSepaMandate(body),
    invalidates: () => [getListSepaMandatesQueryKey()],
    success: 'mandates:messages.sepa mandate creation success',
    error: 'mandates:messages.sepa mandate creation error',
  });

export const useDeactivateMandate = () =>
  useAppMutation({
    mutationFn: ({ id }: Pick<SepaMandate, 'id'>) => deactivateSepaMandate(id),
    invalidates: () => [getListSepaMandatesQueryKey()],
    success: 'mandates:messages.deactivated',
    error: 'mandates:messages.Something went wrong',
  });
