import type { TrackedTransactionList } from '@generated/model/trackedTransactionList';

/** A client's page, and whether the server holds transactions beyond those read (then its total is a lower bound). */
export type ClientPage = TrackedTransactionList & { partial: boolean; read: number };

/**
 * One page of a client's transactions out of the newest transactions of all clients (the
 * endpoint cannot filter by client): those whose client company name is the client's, paged as
 * the server would. When the server has more than were read, older ones of the client may exist.
 */
export const clientPage = (
  list: TrackedTransactionList,
  client: string,
  { page, size }: { page: number; size: number },
): ClientPage => {
  const read = list._embedded.trackedTransactions;
  const mine = read.filter((transaction) => transaction.agentClientCompanyName === client);
  return {
    _embedded: { trackedTransactions: mine.slice(page * size, (page + 1) * size) },
    page: {
      size,
      number: page,
      totalElements: mine.length,
      totalPages: Math.ceil(mine.length / size),
    },
    partial: list.page.totalElements > read.length,
    read: read.length,
  };
};

/** A client's page whose total is a lower bound (see `partial`). */
export const isPartialClientPage = (list: TrackedTransactionList): list is ClientPage =>
  'partial' in list && list.partial === true;
