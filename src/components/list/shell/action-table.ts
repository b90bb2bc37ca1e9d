/**
 * A record kind's actions, each declared once (as a row of a table): its label, which rows it
 * takes and why it skips the others, what it asks first and its call. The row menu and the list's
 * bulk actions are both made from the table, so an entry added to it shows in both.
 *
 * - The row menu offers an entry on a row its rule takes (`menu: false` keeps it out of the menu);
 *   what choosing it does is the screen's (`onSelect`: its dialog for the row, or at once). An
 *   entry that `disabled` gives a reason for shows, disabled, with the reason under it.
 * - The list's selection bar offers every entry with a `call` or a `Prepare` step (bulk.ts): the
 *   rule takes or skips each selected row, and the confirmation lists the skipped ones by reason.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RowAction } from '../table/row-action-menu';
import type { BulkAction, BulkCall, BulkPrepareProps } from './bulk';

export type RecordAction<Row, Id extends string = string> = {
  id: Id;
  /** A key of the list's texts: the menu entry, and the bar's button unless `bulkLabel` says otherwise. */
  label: string;
  /** The bar's button and the confirmation's title, where they differ from the menu's ('Cancel payments'). */
  bulkLabel?: string;
  color?: 'red';
  icon?: ReactNode;
  /** null to take a row, or the key (list's texts) of the reason it is skipped. */
  rule: (row: Row) => string | null;
  /**
   * Where the rule takes a row but the action cannot run on it: the key of the reason, shown under
   * the menu's entry, disabled and not red (a run on many rows skips the row for it).
   */
  disabled?: (row: Row) => string | null;
  /** A further reason to skip a row in a run on many rows (its menu offers something else there). */
  bulkRule?: (row: Row) => string | null;
  /** Offered in the row menu (default true). */
  menu?: boolean;
  /** The per-record call of a run on many rows (the generated client's endpoint). */
  call?: BulkCall<Row>;
  /** What a run on many rows asks first, once for all (it hands back the call with the answers). */
  Prepare?: ComponentType<BulkPrepareProps<Row>>;
  /** Calls in flight at once in a run; 1 runs them one after another (downloads). */
  concurrency?: number;
  /** After the other buttons of the selection bar (default: the red ones). */
  bulkLast?: boolean;
};

export type ActionTable<Row, Id extends string = string> = readonly RecordAction<Row, Id>[];

/**
 * A table from a kind's pure rule (the actions a row offers, in menu order, as its table test has
 * them) and what each action's entry adds (label, icon, colour, its run on many rows). A row the
 * rule does not offer an action for is skipped for `reason` (the list's texts).
 */
export const actionTableOf = <Row, Id extends string>(
  keys: readonly Id[],
  offered: (row: Row) => readonly Id[],
  entry: (id: Id) => Omit<RecordAction<Row, Id>, 'id' | 'rule'>,
  reason = 'lists:bulk.notOffered',
): ActionTable<Row, Id> =>
  keys.map((id) => ({ id, rule: (row: Row) => (offered(row).includes(id) ? null : reason), ...entry(id) }));

/** The actions a row's menu offers: those whose rule takes the row, in the table's order. */
export const offeredActions = <Row, Id extends string>(table: ActionTable<Row, Id>, row: Row) =>
  table.filter((action) => action.menu !== false && action.rule(row) === null);

/** The row menu's entries for a row (offeredActions), with their labels (and a disabled one's reason). */
export const menuActions = <Row, Id extends string>(
  table: ActionTable<Row, Id>,
  row: Row,
  { label, onSelect }: { label: (key: string) => string; onSelect: (id: Id, row: Row) => void },
): RowAction[] =>
  offeredActions(table, row).map((action) => {
    const reason = action.disabled?.(row);
    return {
      key: action.id,
      label: label(action.label),
      icon: action.icon,
      color: reason ? undefined : action.color,
      ...(reason && { disabled: true, hint: label(reason) }),
      onClick: () => onSelect(action.id, row),
    };
  });

/**
 * An action's rule on many rows: the row's rule, then the reason its entry is disabled, then the
 * further reason of a run on many rows.
 */
export const ruleOnMany =
  <Row>({ rule, disabled, bulkRule }: Pick<RecordAction<Row>, 'rule' | 'disabled' | 'bulkRule'>) =>
  (row: Row): string | null =>
    rule(row) ?? disabled?.(row) ?? bulkRule?.(row) ?? null;

/**
 * The list's bulk actions (ListBulk.actions): the entries with a call or a step that asks first,
 * in the table's order with the destructive ones (red, unless `bulkLast: false`) last.
 */
export const bulkActions = <Row, Id extends string>(table: ActionTable<Row, Id>): BulkAction<Row>[] => {
  const last = (action: RecordAction<Row, Id>) => action.bulkLast ?? action.color === 'red';
  return [...table.filter((action) => !last(action)), ...table.filter(last)].flatMap(
    (action): BulkAction<Row>[] => {
      const common = {
        id: action.id,
        label: action.bulkLabel ?? action.label,
        color: action.color,
        rule: ruleOnMany(action),
        concurrency: action.concurrency,
      };
      if (action.Prepare) return [{ ...common, Prepare: action.Prepare }];
      if (action.call) return [{ ...common, call: action.call }];
      return [];
    },
  );
};
