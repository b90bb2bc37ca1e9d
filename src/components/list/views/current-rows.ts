/**
 * A list that refreshes in the background without moving rows under the user's cursor: the rows
 * shown stay where they are (each updated in place when the fresh answer has it, so a changed
 * state shows), and rows that arrived since the list was shown are counted from the list's total
 * and offered with a notice ('3 new payments') instead of being inserted.
 */
export type ShownPage<Row> = {
  /** The list's search and page the rows belong to; another key shows the fresh rows at once. */
  key: string;
  rows: Row[];
  total: number;
};

export type CurrentRows<Row> = {
  rows: Row[];
  /** The total the list shows (the one the shown rows came with). */
  total: number;
  /** Rows that arrived since the list was shown: the fresh total less the shown one, never below 0. */
  newRows: number;
};

/** The count of new rows: what the list's total grew by since its rows were shown. */
export const newRowCount = (shownTotal: number, freshTotal: number) => Math.max(0, freshTotal - shownTotal);

/**
 * What the list shows: the shown rows in their places, each replaced by its fresh version where
 * the fresh page has it; the new rows only counted. `fresh` undefined: nothing arrived yet.
 */
export const currentRows = <Row extends { id: string }>(
  shown: ShownPage<Row>,
  fresh: { rows: Row[]; total: number },
): CurrentRows<Row> => {
  const byId = new Map(fresh.rows.map((row) => [row.id, row]));
  const newRows = newRowCount(shown.total, fresh.total);
  // Nothing new and the same rows: the fresh page as it is (it may have dropped a row that no
  // longer matches, which the user sees only on the next page change).
  const rows = shown.rows.map((row) => byId.get(row.id) ?? row);
  return { rows, total: shown.total, newRows };
};
