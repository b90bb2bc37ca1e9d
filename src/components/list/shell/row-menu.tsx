/**
 * A row's menu as part of the list's config (`rowMenu`): the shell builds it, renders its dialogs
 * once and hands `menu(row)` to the table. Two kinds:
 *
 * - from an action table (action-table.ts): the entries and which rows they take, what an entry
 *   does at once (`run`: open the row's page) and the dialogs an entry opens (`dialogs`: shown
 *   while they have a row). `detailsMenu` is the ready-made one of a kind whose rows all offer
 *   their page and their events;
 * - the area's own (`useMenu`, a hook giving `menu` and `dialogs`), where choosing an entry runs
 *   the area's calls and steps (payments, invoices: their action tables with per-state rules).
 */
import { IconClockHour4, IconFileSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionMenu } from '../table/row-action-menu';
import { menuActions, type ActionTable } from './action-table';

type Navigate = ReturnType<typeof useNavigate>;

/** A dialog about one row, opened from its menu: open while it has a row. */
export type RowDialog<Row> = ComponentType<{ row: Row | null; onClose: () => void }>;

/** A row menu from an action table: its entries, and what each does. */
export type TableMenu<Row> = {
  /** The row's name in its menu button's label ('Actions for …'). */
  label: (row: Row) => string;
  table: ActionTable<Row>;
  /** What an entry does at once (opens the row's page). */
  run?: Record<string, (row: Row, navigate: Navigate) => void>;
  /** The dialog an entry opens about its row. */
  dialogs?: Record<string, RowDialog<Row>>;
};

/** The area's own row menu: a hook giving the menu of a row and the dialogs to render once. */
export type HookMenu<Row> = { useMenu: () => { menu: (row: Row) => ReactNode; dialogs?: ReactNode } };

export type RowMenu<Row> = TableMenu<Row> | HookMenu<Row>;

/**
 * The menu of a table menu's rows and its dialogs: render `dialogs` once, `menu(row)` per row.
 * `omit` leaves entries out (a record's own page has no 'details').
 */
export const useTableMenu = <Row,>(rowMenu: TableMenu<Row>, omit?: readonly string[]) => {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const [open, setOpen] = useState<{ id: string; row: Row } | null>(null);
  const omitted = omit?.join('\n');
  const table = useMemo(
    () =>
      omitted ? rowMenu.table.filter((entry) => !omitted.split('\n').includes(entry.id)) : rowMenu.table,
    [rowMenu, omitted],
  );
  const onSelect = (id: string, row: Row) => {
    const run = rowMenu.run?.[id];
    if (run) run(row, navigate);
    else setOpen({ id, row });
  };
  const menu = (row: Row) => (
    <RowActionMenu label={rowMenu.label(row)} actions={menuActions(table, row, { label: t, onSelect })} />
  );
  const dialogs = Object.entries(rowMenu.dialogs ?? {}).map(([id, Dialog]) => (
    <Dialog key={id} row={open?.id === id ? open.row : null} onClose={() => setOpen(null)} />
  ));
  return { menu, dialogs };
};

type HostProps<Row> = { children: (menu: ((row: Row) => ReactNode) | undefined) => ReactNode };

const FromHook = <Row,>({ useMenu, children }: HookMenu<Row> & HostProps<Row>) => {
  const { menu, dialogs } = useMenu();
  return (
    <>
      {children(menu)}
      {dialogs}
    </>
  );
};

const FromTable = <Row,>({ rowMenu, children }: { rowMenu: TableMenu<Row> } & HostProps<Row>) => {
  const { menu, dialogs } = useTableMenu(rowMenu);
  return (
    <>
      {children(menu)}
      {dialogs}
    </>
  );
};

/** The config's row menu around what shows the rows (the shell's table), with its dialogs. */
export const RowMenuHost = <Row,>({ rowMenu, children }: { rowMenu?: RowMenu<Row> } & HostProps<Row>) => {
  if (!rowMenu) return children(undefined);
  if ('useMenu' in rowMenu) return <FromHook useMenu={rowMenu.useMenu}>{children}</FromHook>;
  return <FromTable rowMenu={rowMenu}>{children}</FromTable>;
};

const recordEntries = ['events', 'details'] as const;
const recordIcons = { events: <IconClockHour4 size={16} />, details: <IconFileSearch size={16} /> };

/**
 * The ready-made menu of a kind whose rows all offer the same two entries, their events and their
 * page ('Events', 'Details'): no action table of its own.
 */
export const detailsMenu = <Row,>({
  label,
  details,
  Events,
}: {
  label: (row: Row) => string;
  /** Opens the row's page. */
  details: (row: Row, navigate: Navigate) => void;
  /** The row's events. */
  Events: RowDialog<Row>;
}): TableMenu<Row> => ({
  label,
  table: recordEntries.map((id) => ({
    id,
    label: `lists:actions.${id}`,
    icon: recordIcons[id],
    rule: () => null,
  })),
  run: { details },
  dialogs: { events: Events },
});
