import type { ListPaylinksParams } from '@generated/model/listPaylinksParams';
import { listParams, NEWEST_FIRST, toServerPaging } from '@/lib/list-search';
import { literal, searchSchema, type SearchValues } from '@/lib/search-schema';

/** The payment links' URL: paging, and the action that opens the new link dialog. */
export const LinksSearch = searchSchema({
  ...listParams(),
  action: literal('new'),
});

export type LinksSearchValues = SearchValues<typeof LinksSearch>;

/** The GET /paylinks parameters of a list view: the endpoint pages and sorts, nothing more. */
export const toPaylinkListParams = (search: LinksSearchValues) =>
  ({ ...toServerPaging(search), sort: [NEWEST_FIRST] }) satisfies ListPaylinksParams;
