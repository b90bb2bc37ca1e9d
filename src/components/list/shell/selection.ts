/**
 * The rows a list has selected, as a pure model: chosen rows (kept with their data, across pages),
 * or every row that matches the list's filters (the total from the list's answer, less the rows
 * unticked since). A selection belongs to one set of filters and search: it is cleared when they
 * change, not when only the page or the page size does.
 */

export type Selection<Row> =
  | { mode: 'rows'; rows: ReadonlyMap<string, Row> }
  | { mode: 'all'; total: number; excluded: ReadonlySet<string> };

/** How much of the page on screen is selected: its header checkbox. */
type PageSelection = 'none' | 'some' | 'all';

export const noSelection = <Row>(): Selection<Row> => ({ mode: 'rows', rows: new Map() });

export const selectionCount = (selection: Selection<unknown>): number =>
  selection.mode === 'rows' ? selection.rows.size : selection.total - selection.excluded.size;

export const isSelected = (selection: Selection<unknown>, id: string): boolean =>
  selection.mode === 'rows' ? selection.rows.has(id) : !selection.excluded.has(id);

/** Ticks or unticks one row. */
export const toggleRow = <Row extends { id: string }>(
  selection: Selection<Row>,
  row: Row,
  selected: boolean,
): Selection<Row> => {
  if (selection.mode === 'all') {
    const excluded = new Set(selection.excluded);
    if (selected) excluded.delete(row.id);
    else excluded.add(row.id);
    return { ...selection, excluded };
  }
  const rows = new Map(selection.rows);
  if (selected) rows.set(row.id, row);
  else rows.delete(row.id);
  return { mode: 'rows', rows };
};

/** Ticks or unticks every row of the page on screen (the header checkbox). */
export const togglePage = <Row extends { id: string }>(
  selection: Selection<Row>,
  pageRows: readonly Row[],
  selected: boolean,
): Selection<Row> => pageRows.reduce((next, row) => toggleRow(next, row, selected), selection);

export const pageSelection = (
  selection: Selection<unknown>,
  pageRows: readonly { id: string }[],
): PageSelection => {
  const count = pageRows.filter((row) => isSelected(selection, row.id)).length;
  if (!count) return 'none';
  return count === pageRows.length ? 'all' : 'some';
};

/** Every row that matches the filters: `total` is the list's answer's count. */
export const selectAllMatching = <Row>(total: number): Selection<Row> => ({
  mode: 'all',
  total,
  excluded: new Set(),
});

/**
 * Whether to offer 'Select all 214 payments': the whole page is selected, and the filters match
 * more rows than are selected.
 */
export const offersAllMatching = (
  selection: Selection<unknown>,
  pageRows: readonly { id: string }[],
  total: number,
): boolean =>
  selection.mode === 'rows' &&
  pageRows.length > 0 &&
  pageSelection(selection, pageRows) === 'all' &&
  total > selection.rows.size;

/** What a selection belongs to: the search without its page and page size. */
export const selectionScope = (search: Readonly<Record<string, unknown>>): string =>
  JSON.stringify(
    Object.keys(search)
      .filter((key) => key !== 'page' && key !== 'size' && search[key] !== undefined)
      .sort()
      .map((key) => [key, search[key]]),
  );

/**
 * The sum of the rows' amounts (the portal keeps every amount in euros, as its export's '(EUR)'
 * headers say), counted in cents so that 0.10 + 0.20 reads 0.30; undefined without any amount.
 */
export const sumAmounts = <Row>(
  rows: Iterable<Row>,
  amountOf: (row: Row) => number | null | undefined,
): number | undefined => {
  let cents: number | undefined;
  for (const row of rows) {
    const amount = amountOf(row);
    if (amount !== null && amount !== undefined) cents = (cents ?? 0) + Math.round(amount * 100);
  }
  return cents === undefined ? undefined : cents / 100;
};
