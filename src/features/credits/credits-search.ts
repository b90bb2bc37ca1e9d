import type { ListCreditsParams } from '@generated/model/listCreditsParams';
import { CreditStatus } from '@generated/model/creditStatus';
import { choiceList, idParam, listParams, NEWEST_FIRST, toListParams } from '@/lib/list-search';
import { literal, searchSchema, type SearchValues } from '@/lib/search-schema';

export const creditStatuses = Object.values(CreditStatus);

/** The credits list's URL: the shared list state plus its own params. */
export const CreditsSearch = searchSchema({
  ...listParams(),
  statuses: choiceList(creditStatuses),
  /** Pre-filters the list to one customer (the customer column is hidden then). */
  debitorRef: idParam(),
  /** Opens the create dialog. */
  action: literal('new'),
});

export type CreditsSearchValues = SearchValues<typeof CreditsSearch>;

/** The GET /credits parameters of a list view (spec 3 §7). */
export const toCreditListParams = (search: CreditsSearchValues) =>
  ({
    ...toListParams(search),
    sort: [NEWEST_FIRST],
    statuses: search.statuses,
    debitorRef: search.debitorRef,
  }) satisfies ListCreditsParams;
