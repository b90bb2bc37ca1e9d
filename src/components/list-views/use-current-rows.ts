import { useCallback, useState } from 'react';
import { currentRows, type CurrentRows, type ShownPage } from './current-rows';

type Fresh<Row> = { rows: Row[]; total: number; updatedAt: number };
type Shown<Row> = ShownPage<Row> & { updatedAt: number };

/**
 * Holds the rows of a list as shown for a search and page (`key`) while its query refreshes in
 * the background (`markBackground` before such a refresh); `showNew` takes the fresh page (the
 * notice's click). A changed key (the user filtered, searched or paged), or an answer the user
 * asked for (after an action of theirs), shows the fresh rows at once.
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
  const take = (page: Fresh<Row>) => ({ key, rows: page.rows, total: page.total, updatedAt: page.updatedAt });
  const held =
    fresh &&
    shown &&
    shown.key === key &&
    (fresh.updatedAt === shown.updatedAt || backgroundFrom > shown.updatedAt);
  // Adjusting state while rendering (React's pattern for state that follows props): a first
  // answer, an answer for another key or one the user asked for becomes what is shown.
  if (fresh && !held && (shown?.key !== key || shown.updatedAt !== fresh.updatedAt)) setShown(take(fresh));
  const showNew = useCallback(() => {
    if (fresh) setShown({ key, rows: fresh.rows, total: fresh.total, updatedAt: fresh.updatedAt });
  }, [fresh, key]);
  const markBackground = useCallback(() => setBackgroundFrom(Date.now()), []);
  if (!fresh || !shown || !held)
    return { rows: fresh?.rows ?? [], total: fresh?.total ?? 0, newRows: 0, showNew, markBackground };
  return { ...currentRows(shown, fresh), showNew, markBackground };
};
