import * as z from 'zod/mini';
import type { ListPaylinksParams } from '@generated/model/listPaylinksParams';
import { listSearchSchema, NEWEST_FIRST, toServerPaging } from '@/lib/list-search';

/** The payment links' URL: paging, and the action that opens the new link dialog. */
export const LinksSearch = z.extend(listSearchSchema(), {
  action: z.catch(z.optional(z.literal('new')), undefined),
});

export type LinksSearchValues = z.infer<typeof LinksSearch>;

/** The GET /paylinks parameters of a list view: the endpoint pages and sorts, nothing more. */
export const toPaylinkListParams = (search: LinksSearchValues) =>
  ({ ...toServerPaging(search), sort: [NEWEST_FIRST] }) satisfies ListPaylinksParams;
