import type { TrackedTransactionList } from '@generated/model/trackedTransactionList';

/**
 * One page of a client's transactions out of a list of all (newest first): those whose client
 * company name is the client's, paged as the server would.
 */
export const clientPage = (
  list: TrackedTransactionList,
  client: string,
  { page, size }: { page: number; size: number },
): TrackedTransactionList => {
  const mine = list._embedded.trackedTransactions.filter(
    (transaction) => transaction.agentClientCompanyName === client,
  );
  return {
    _embedded: { trackedTransactions: mine.slice(page * size, (page + 1) * size) },
    page: {
      size,
      number: page,
      totalElements: mine.length,
      totalPages: Math.ceil(mine.length / size),
    },
  };
};
