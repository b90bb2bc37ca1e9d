import * as z from 'zod/mini';
import type { ListCreditsParams } from '@generated/model/listCreditsParams';
import { CreditStatus } from '@generated/model/creditStatus';
import { choiceList, idParam, listSearchSchema, NEWEST_FIRST, toListParams } from '@/lib/list-search';

export const creditStatuses = Object.values(CreditStatus);

/** The credits list's URL: the shared list state plus its own params. */
export const CreditsSearch = z.extend(listSearchSchema(), {
  statuses: choiceList(creditStatuses),
  /** Pre-filters the list to one customer (the customer column is hidden then). */
  debitorRef: idParam(),
  /** Opens the create dialog. */
  action: z.catch(z.optional(z.literal('new')), undefined),
});

export type CreditsSearchValues = z.infer<typeof CreditsSearch>;

/** The GET /credits parameters of a list view (spec 3 §7). */
export const toCreditListParams = (search: CreditsSearchValues) =>
  ({
    ...toListParams(search),
    sort: [NEWEST_FIRST],
    statuses: search.statuses,
    debitorRef: search.debitorRef,
  }) satisfies ListCreditsParams;
