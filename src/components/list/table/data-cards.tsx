import { flexRender, type Cell, type Row, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { CardRole, DataTableFeatures } from './features';
import { SkeletonLine } from '../../look-alikes/skeleton';

type CardCell<T extends RowData> = Cell<DataTableFeatures, T, unknown>;

type Props<T extends RowData> = {
  /** The list's accessible name. */
  label: string;
  rows: Row<DataTableFeatures, T>[];
  /** Ids of columns hidden by a condition of the screen (a customer's own payments: no customer). */
  hiddenColumns?: readonly string[];
  rowActions?: (row: T) => ReactNode;
  /** Skeleton cards while a page loads. */
  loading: boolean;
  skeletons: number;
  /** The error or empty state, shown instead of cards. */
  state?: ReactNode;
  /** The header of the `select` column (the page's checkbox), above the cards with its text. */
  selectHeader?: ReactNode;
  /** The text beside it. */
  selectHeaderText?: string;
};

const render = <T extends RowData>(cells: CardCell<T>[] | undefined) =>
  cells?.map((cell) => <div key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>);

/**
 * A value the row does not have (a draft's number): the table shows '--' in its column, a card
 * leaves the line out. Columns that draw from the whole row (no accessor) always show.
 */
const isEmpty = <T extends RowData>(cell: CardCell<T>) => {
  if (!cell.column.accessorFn) return false;
  const value = cell.getValue();
  return value === null || value === undefined || value === '';
};

/**
 * A row's cells by their column's card role; columns without a role are the table's only. The
 * columns the user hid are hidden in the table: a card shows its roles whatever they are.
 */
const cellsByRole = <T extends RowData>(row: Row<DataTableFeatures, T>, hidden?: readonly string[]) => {
  const byRole: Partial<Record<CardRole, CardCell<T>[]>> = {};
  for (const cell of row.getAllCells()) {
    const role = cell.column.columnDef.meta?.card;
    if (!role || hidden?.includes(cell.column.id) || isEmpty(cell)) continue;
    (byRole[role] ??= []).push(cell);
  }
  return byRole;
};

const Card = <T extends RowData>({
  row,
  hiddenColumns,
  rowActions,
}: {
  row: Row<DataTableFeatures, T>;
  hiddenColumns?: readonly string[];
  rowActions?: (row: T) => ReactNode;
}) => {
  const cells = cellsByRole(row, hiddenColumns);
  // Without its title (hidden on the screen), the second line leads.
  const title = cells.title ?? cells.subtitle;
  const subtitle = cells.title && cells.subtitle;
  return (
    <li className="data-cards-card" data-row-id={row.id} data-card>
      {cells.select && <div className="data-cards-edge">{render(cells.select)}</div>}
      <div className="data-cards-body">
        <div className="data-cards-line">
          <div className="data-cards-title">{render(title)}</div>
          {cells.amount && <div className="data-cards-amount">{render(cells.amount)}</div>}
        </div>
        {subtitle && <div className="data-cards-subtitle">{render(subtitle)}</div>}
        {(cells.status || cells.date) && (
          <div className="data-cards-line data-cards-meta">
            {render(cells.status)}
            {cells.date && <div className="data-cards-date">{render(cells.date)}</div>}
          </div>
        )}
      </div>
      {rowActions && <div className="data-cards-edge">{rowActions(row.original)}</div>}
    </li>
  );
};

/**
 * A list's rows as cards on a phone (below Mantine's `sm`): each shows the columns that have a
 * card role (DataColumnMeta.card) — the selection at its start, the title and amount, a second
 * line, the state and the date — and the row's menu at its end.
 */
export const DataCards = <T extends RowData>({
  label,
  rows,
  hiddenColumns,
  rowActions,
  loading,
  skeletons,
  state,
  selectHeader,
  selectHeaderText,
}: Props<T>) => {
  if (!loading && state) return <div className="data-cards-state">{state}</div>;
  const cards = (
    <ul className="data-cards-list" aria-label={label} aria-busy={loading} data-testid="data-cards">
      {loading
        ? Array.from({ length: skeletons }, (_, index) => (
            <li key={index} className="data-cards-card" data-testid="skeleton-row">
              <div className="data-cards-body">
                <SkeletonLine />
                <SkeletonLine />
              </div>
            </li>
          ))
        : rows.map((row) => (
            <Card key={row.id} row={row} hiddenColumns={hiddenColumns} rowActions={rowActions} />
          ))}
    </ul>
  );
  // A table selects its page from the header; cards have none, so the page's checkbox and its
  // text stand above them.
  if (!selectHeader || loading) return cards;
  return (
    <>
      <label className="data-cards-head">
        {selectHeader}
        <span>{selectHeaderText}</span>
      </label>
      {cards}
    </>
  );
};
