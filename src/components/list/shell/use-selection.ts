import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isSelected, noSelection, selectionCount, type Selection } from './selection';

type Kept<Row> = { scope: string; selection: Selection<Row> };

// The selection outlives the list's screen for this visit: Back to a list finds its rows ticked
// as they were. Kept beside the list's data in the query cache (the user's, in memory only: a
// reload or a sign-out forgets it), under a key no query fetches.
const keptKey = (listId: string) => ['list-selection', listId] as const;

const forScope = <Row>(kept: Kept<Row>, scope: string) =>
  kept.scope === scope ? kept.selection : noSelection<Row>();

/**
 * The selection held outside React, so that a row's checkbox can follow its own row only: ticking
 * a row renders that row's checkbox and what reads the whole selection (its bar), not every row.
 */
const selectionStore = <Row>(initial: Kept<Row>) => {
  let kept = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => kept,
    set: (next: Kept<Row>) => {
      kept = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};

/** What a row reads of the selection: whether it is ticked, as a subscription, and how to change it. */
export type RowSelection<Row> = {
  subscribe: (listener: () => void) => () => void;
  isSelected: (id: string) => boolean;
  /** Whether anything is selected. */
  any: () => boolean;
  update: (change: (selection: Selection<Row>) => Selection<Row>) => void;
};

/** Whether the row is ticked; renders again only when that changes. */
export const useRowSelected = <Row>(rows: RowSelection<Row>, id: string) =>
  useSyncExternalStore(rows.subscribe, () => rows.isSelected(id));

/**
 * A list's selection for the search on screen: kept while only the page or page size changes,
 * started anew when the filters or the search change (`scope`, selectionScope(search)).
 */
export const useSelection = <Row>(scope: string, listId?: string) => {
  const queryClient = useQueryClient();
  const [store] = useState(() => {
    const found = listId === undefined ? undefined : queryClient.getQueryData<Kept<Row>>(keptKey(listId));
    return selectionStore<Row>(found?.scope === scope ? found : { scope, selection: noSelection() });
  });
  const kept = useSyncExternalStore(store.subscribe, store.get);
  useEffect(() => {
    if (listId !== undefined) queryClient.setQueryData(keptKey(listId), kept);
  }, [queryClient, listId, kept]);
  const selection = useMemo(() => forScope(kept, scope), [kept, scope]);
  const update = useCallback(
    (change: (selection: Selection<Row>) => Selection<Row>) =>
      store.set({ scope, selection: change(forScope(store.get(), scope)) }),
    [store, scope],
  );
  const clear = useCallback(() => store.set({ scope, selection: noSelection() }), [store, scope]);
  const rows = useMemo(
    (): RowSelection<Row> => ({
      subscribe: store.subscribe,
      isSelected: (id) => isSelected(forScope(store.get(), scope), id),
      any: () => selectionCount(forScope(store.get(), scope)) > 0,
      update,
    }),
    [store, scope, update],
  );
  return { selection, update, clear, rows };
};
