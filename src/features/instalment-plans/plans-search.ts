import { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';
import type { ListInstalmentPlansParams } from '@generated/model/listInstalmentPlansParams';
import { choiceList, idParam, listParams, toListParams } from '@/lib/list-search';
import { searchSchema, type SearchValues } from '@/lib/search-schema';

export const planStatuses = Object.values(InstalmentPlanStatus);

/** The instalment plans list's URL: the shared list state plus the status filter. */
export const PlansSearch = searchSchema({
  ...listParams(),
  statuses: choiceList(planStatuses),
  /** Pre-filters the list to one customer (the customer's tab; the customer column is hidden). */
  debitorId: idParam(),
});

export type PlansSearchValues = SearchValues<typeof PlansSearch>;

/** GET /instalment-plans, newest first. */
export const toPlanListParams = (search: PlansSearchValues) =>
  ({
    ...toListParams(search),
    sort: ['createdDateTime,desc'],
    statuses: search.statuses,
    debitorId: search.debitorId,
  }) satisfies ListInstalmentPlansParams;
