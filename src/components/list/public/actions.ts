/**
 * A record kind's actions, each declared once in its table: the row menu and the list's bulk
 * actions are made from it (docs/adding-a-list-area.md#one-action-table-per-record-kind).
 */
export {
  actionTableOf as of,
  bulkActions as bulk,
  menuActions as menu,
  offeredActions as offered,
  ruleOnMany,
  type ActionTable as Table,
  type RecordAction as Entry,
} from '../shell/action-table';
export {
  ActionMenuItems as MenuItems,
  RowActionMenu as Menu,
  type RowAction as MenuEntry,
} from '../table/row-action-menu';
export {
  detailsMenu,
  useTableMenu as useMenu,
  type RowDialog as Dialog,
  type RowMenu,
} from '../shell/row-menu';
export type { BulkPrepareProps, ListBulk as Bulk } from '../shell/bulk';
export type { BulkRule } from '../shell/bulk-run';
