import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Debitor } from '@generated/model/debitor';
import type { AnyListSearch } from '@/lib/list-search';
import type { DataColumns } from '../table/features';
import type { BuiltInView } from '../views/built-in-views';
import type { FilterDef } from '../filters/filters';
import type { ListBulk } from './bulk';
import type { ListExport } from './list-export';
import type { ListQuery } from './list-query';
import type { RowMenu } from './row-menu';
import { perLanguage } from '@/lib/per-language';

/** The translation namespaces of a list: its own, and 'lists' where it uses the shared texts. */
type ListNamespaces = string | readonly [string, ...string[]];

/** The row every list has: its own id. */
export type ListRow = { id: string };

/** The list's 'new' button and its dialog (on a customer's page, with the customer preset). */
export type ListCreate = {
  /** A key of the list's texts: the button. */
  label: string;
  Dialog: ComponentType<{ opened: boolean; onClose: () => void; customer?: Debitor }>;
  /** Offered on a customer's tab too, with the customer preset. */
  onCustomerTab?: boolean;
};

/**
 * What one area's list is: everything the shared list shell (ListShell) does not know by itself.
 * The shell brings the query, its adapter to the table, the filters, paging in the address, kept
 * preferences and the loading, empty and error states; a list names only what is particular to it.
 * Typed by its row and its search (the address's state), nothing else.
 *
 * What is added to every list (a selection column, bulk actions, an export) is added here once,
 * as an optional part of the config, and handled in ListShell.
 */
export type ListConfig<Row extends ListRow, S extends AnyListSearch = AnyListSearch> = {
  /** A stable id under which the browser keeps the user's columns, density and page size. */
  listId: string;
  /**
   * The list's search as its route validates it (the same validator, `searchSchema(...)`):
   * `useListSearch(config)` reads the address with it.
   */
  search?: (raw: Record<string, unknown>) => S;
  /** The filters above the list, made once per language (none: no filter bar). */
  filters?: (t: TFunction) => readonly FilterDef<S>[];
  /** The row's menu: its entries from an action table, or the area's own (row-menu.tsx). */
  rowMenu?: RowMenu<Row>;
  /** How a customer's page narrows the list to the customer: `(id) => ({ debitorRef: id })`. */
  customerScope?: (customerId: string) => NoInfer<S>;
  /** The list's 'new' button beside its title (and on a customer's tab) with its dialog. */
  create?: ListCreate;
  /** The namespaces of the texts below; the first is the list's own. */
  ns: ListNamespaces;
  /**
   * The list's query for a search of the address: `pagedQuery` over the generated query options
   * and the page's rows, or `unpagedQuery` for an answer without paging (list-query.ts).
   */
  query: (search: S) => ListQuery<Row>;
  columns: (t: TFunction) => DataColumns<Row>;
  /** The page sizes the pager offers (and the route's search accepts), the first the default. */
  pageSizes?: readonly [number, ...number[]];
  /** Every row on one page, without a pager (a list the spec shows whole: the bank accounts). */
  onePage?: boolean;
  /**
   * Translation keys: the table's accessible name (default 'title'), its empty texts, and the
   * notice of rows that arrived while it was shown, counted ('3 new payments'; default '3 new entries').
   */
  texts: { label?: string; empty: string; filteredEmpty?: string; newRows?: string };
  /** The list's own saved views, offered first in its views menu (list-views/built-in-views.ts). */
  views?: readonly BuiltInView[];
  /**
   * Ids of columns a search hides (the customer column of a list scoped to one customer), or the
   * rows (a column none of them fills; the page's rows on screen, every row in an export).
   */
  hiddenColumns?: (search: S, rows: readonly Row[] | undefined) => readonly string[];
  /** Logged with the error when the list fails to load (spec 3 §8, where a list asks for it). */
  errorLog?: string;
  /** The list's 'Export' (list-export.ts): its file name and how its columns read in a CSV file. */
  export?: ListExport<Row>;
  /** The selection column, its bar and the actions on the selected rows (bulk.ts). */
  bulk?: ListBulk<Row>;
  /** Under the empty text of an unfiltered empty list (a help text, a create button); reads useListContext. */
  Empty?: ComponentType;
  /** Beside the column menu and the export, above the table; reads useListContext. */
  Toolbar?: ComponentType;
};

/**
 * Gives a list's config its types from what it says (the search from its query, the row from its
 * rows). Its columns are made once per language (a return to the list reuses them).
 */
export const defineList = <Row extends ListRow, S extends AnyListSearch>(
  config: ListConfig<Row, S>,
): ListConfig<Row, S> => ({
  ...config,
  columns: perLanguage(config.columns),
  filters: config.filters && perLanguage(config.filters),
});
