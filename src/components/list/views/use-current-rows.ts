import { useCallback, useMemo, useState } from 'react';
import { currentRows, type CurrentRows, type ShownPage } from './current-rows';

type Fresh<Row> = { rows: Row[]; total: number; updatedAt: number };
type Shown<Row> = ShownPage<Row> & { updatedAt: number };

/**
 * Holds the rows of a list as shown for a search and page (`key`) while its query refreshes in
 * the background (`markBackground` before such a refresh); `showNew` takes the fresh page (the
 * notice's click). A changed key (the user filtered, searched or paged), or an answer the user
 * asked for (after an action of theirs), shows the fresh rows at once. The rows keep their
 * identity between renders while nothing arrives, so the table does not render them again.
 */
export const useCurrentRows = <Row extends { id: string }>(
  key: string,
  fresh: Fresh<Row> | undefined,
): Omit<CurrentRows<Row>, 'rows'> & {
  rows: Row[] | undefined;
  showNew: () => void;
  markBackground: () => void;
} => {
  const [shown, setShown] = useState<Shown<Row> | undefined>(undefined);
  const [backgroundFrom, setBackgroundFrom] = useState(0);
  const held = Boolean(
    fresh &&
    shown &&
    shown.key === key &&
    (fresh.updatedAt === shown.updatedAt || backgroundFrom > shown.updatedAt),
  );
  // Adjusting state while rendering (React's pattern for state that follows props): a first
  // answer, an answer for another key or one the user asked for becomes what is shown.
  if (fresh && !held && (shown?.key !== key || shown.updatedAt !== fresh.updatedAt))
    setShown({ key, rows: fresh.rows, total: fresh.total, updatedAt: fresh.updatedAt });
  const freshRows = fresh?.rows;
  const freshTotal = fresh?.total ?? 0;
  const current = useMemo(
    () =>
      held && shown && freshRows
        ? currentRows(shown, { rows: freshRows, total: freshTotal })
        : { rows: freshRows, total: freshTotal, newRows: 0 },
    [held, shown, freshRows, freshTotal],
  );
  const freshUpdatedAt = fresh?.updatedAt ?? 0;
  const showNew = useCallback(() => {
    if (freshRows) setShown({ key, rows: freshRows, total: freshTotal, updatedAt: freshUpdatedAt });
  }, [freshRows, freshTotal, freshUpdatedAt, key]);
  const markBackground = useCallback(() => setBackgroundFrom(Date.now()), []);
  return { ...current, showNew, markBackground };
};
