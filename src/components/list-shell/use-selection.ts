import { useCallback, useMemo, useState } from 'react';
import { noSelection, type Selection } from './selection';

/**
 * A list's selection for the search on screen: kept while only the page or page size changes,
 * started anew when the filters or the search change (`scope`, selectionScope(search)).
 */
export const useSelection = <Row>(scope: string) => {
  const [state, setState] = useState<{ scope: string; selection: Selection<Row> }>(() => ({
    scope,
    selection: noSelection(),
  }));
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
