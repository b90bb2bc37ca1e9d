/**
 * How a list reads its rows, whatever the server's answer looks like: the shell observes one page
 * (`useQuery`), an export or a bulk action reads pages once (`fetch`). The server's answer stays
 * in the query cache as it came (the route's loader starts the same query), and the rows are
 * taken from it with the query's `select`.
 */
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AnswerQuery } from '@/lib/list-route';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';

/** One page of a list: its rows and the count of every row the search selects. */
export type ListPage<Row> = { rows: Row[]; total: number };

export type ListQuery<Row> = {
  /** The page on screen, observed (a hook: the shell calls it once per render). */
  useQuery: () => UseQueryResult<ListPage<Row>, unknown>;
  /** The page read once, outside the cache (an export, a bulk action's 'all matching'). */
  fetch: (client: QueryClient, signal: AbortSignal) => Promise<ListPage<Row>>;
};

/** A server page as every paged list answers it: the rows under `_embedded.<name>` and the paging. */
type ServerPage = { page: { totalElements: number } };

const readOnce = async <Answer>(options: AnswerQuery<Answer>, client: QueryClient, signal: AbortSignal) => {
  const { queryFn } = options;
  if (typeof queryFn !== 'function') throw new Error('The list has no query to read.');
  return queryFn({ client, queryKey: options.queryKey, signal, meta: undefined });
};

/** A list read from any answer: the options of its query, and the page in the answer. */
export const answerQuery = <Answer, Row>(
  options: AnswerQuery<Answer>,
  select: (answer: Answer) => ListPage<Row>,
): ListQuery<Row> => ({
  // The list shows its own error state with a retry button, so it does not retry by itself.
  useQuery: () => useQuery({ queryKey: options.queryKey, queryFn: options.queryFn, retry: false, select }),
  fetch: async (client, signal) => select(await readOnce(options, client, signal)),
});

/** A list the server pages: the generated options of the page's query, and the page's rows. */
export const pagedQuery = <Page extends ServerPage, Row>(
  options: AnswerQuery<Page>,
  rowsOf: (page: Page) => Row[],
): ListQuery<Row> => answerQuery(options, (page) => ({ rows: rowsOf(page), total: page.page.totalElements }));

/**
 * A list the server answers whole (API keys, webhooks, the team): the browser pages it with the
 * search's one-based page and size. An export reads it at once.
 */
export const unpagedQuery = <Answer, Row>(
  options: AnswerQuery<Answer>,
  rowsOf: (answer: Answer) => Row[],
  paging: { page?: number; size?: number },
): ListQuery<Row> =>
  answerQuery(options, (answer) => {
    const all = rowsOf(answer);
    const size = paging.size ?? DEFAULT_PAGE_SIZE;
    // A page that no longer exists (rows went away) shows the last one.
    const page = Math.min(paging.page ?? 1, Math.max(1, Math.ceil(all.length / size)));
    return { rows: all.slice((page - 1) * size, page * size), total: all.length };
  });
