/**
 * The URLs of the marketplace lists (spec 1 §9): clients page by 5, 30 or 50 (5 first), their
 * transactions by 10, 30 or 50 (10 first), newest first; the transactions may be narrowed to one
 * client.
 */
import type { ListAgentClientsParams } from '@generated/model/listAgentClientsParams';
import type { ListTrackedTransactionsParams } from '@generated/model/listTrackedTransactionsParams';
import { idParam, listParams, listSearchSchema, NEWEST_FIRST, toServerPaging } from '@/lib/list-search';
import { searchSchema, type SearchValues } from '@/lib/search-schema';

export const CLIENT_PAGE_SIZES = [5, 30, 50] as const;
export const CLIENT_PAGE_SIZE = 5;
export const TRANSACTION_PAGE_SIZES = [10, 30, 50] as const;
export const TRANSACTION_PAGE_SIZE = 10;

export const ClientsSearch = listSearchSchema({ pageSizes: CLIENT_PAGE_SIZES });
export type ClientsSearchValues = SearchValues<typeof ClientsSearch>;

export const TransactionsSearch = searchSchema({
  ...listParams({ pageSizes: TRANSACTION_PAGE_SIZES }),
  /** The company name of the client the list is narrowed to. */
  client: idParam(),
});
export type TransactionsSearchValues = SearchValues<typeof TransactionsSearch>;

export const toClientListParams = (search: ClientsSearchValues) =>
  ({ ...toServerPaging(search, CLIENT_PAGE_SIZE) }) satisfies ListAgentClientsParams;

export const toTransactionListParams = (search: TransactionsSearchValues) =>
  ({
    ...toServerPaging(search, TRANSACTION_PAGE_SIZE),
    sort: [NEWEST_FIRST],
  }) satisfies ListTrackedTransactionsParams;

/**
 * The endpoint takes no client parameter, so one client's view reads the newest transactions up
 * to the contract's largest page and pages them here (see client-page.ts).
 */
export const ALL_FOR_CLIENT_PARAMS = {
  page: 0,
  size: 1000,
  sort: [NEWEST_FIRST],
} satisfies ListTrackedTransactionsParams;
