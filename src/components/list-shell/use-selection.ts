import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { noSelection, type Selection } from './selection';

type Kept<Row> = { scope: string; selection: Selection<Row> };

// The selection outlives the list's screen for this visit: Back to a list finds its rows ticked
// as they were. Kept beside the list's data in the query cache (the user's, in memory only: a
// reload or a sign-out forgets it), under a key no query fetches.
const keptKey = (listId: string) => ['list-selection', listId] as const;

/**
 * A list's selection for the search on screen: kept while only the page or page size changes,
 * started anew when the filters or the search change (`scope`, selectionScope(search)).
 */
export const useSelection = <Row>(scope: string, listId?: string) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Kept<Row>>(() => {
    const found = listId === undefined ? undefined : queryClient.getQueryData<Kept<Row>>(keptKey(listId));
    return found?.scope === scope ? found : { scope, selection: noSelection() };
  });
  useEffect(() => {
    if (listId !== undefined) queryClient.setQueryData(keptKey(listId), state);
  }, [queryClient, listId, state]);
  const selection = useMemo(
    () => (state.scope === scope ? state.selection : noSelection<Row>()),
    [state, scope],
  );
  const update = useCallback(
    (change: (selection: Selection<Row>) => Selection<Row>) =>
      setState((previous) => ({
        scope,
        selection: change(previous.scope === scope ? previous.selection : noSelection()),
      })),
    [scope],
  );
  const clear = useCallback(() => setState({ scope, selection: noSelection() }), [scope]);
  return { selection, update, clear };
};
