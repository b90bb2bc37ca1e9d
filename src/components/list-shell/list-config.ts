import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { FlatNamespace, TFunction } from 'i18next';
import type { AnyListSearch } from '@/lib/list-search';
import type { DataColumns } from '../data-table/features';
import type { ListBulk } from './bulk';
import type { ListExport } from './list-export';

/** A server page as every list answers it: the rows under `_embedded.<name>` and the paging. */
export type ServerPage = { page: { totalElements: number } };

/** The translation namespaces of a list: its own, and 'lists' where it uses the shared texts. */
export type ListNamespaces = FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]];

/**
 * What one area's list is: everything the shared list shell (ListShell) does not know by itself.
 * The shell brings the query, its adapter to the table, the filters, paging in the address, kept
 * preferences and the loading, empty and error states; a list names only what is particular to it.
 *
 * What is added to every list (a selection column, bulk actions, an export) is added here once,
 * as an optional part of the config, and handled in ListShell.
 */
export type ListConfig<
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E = unknown,
> = {
  /** A stable id under which the browser keeps the user's columns, density and page size. */
  listId: string;
  /** The namespaces of the texts below; the first is the list's own. */
  ns: Ns;
  /** The list's query for a search of the address (its params mapping lives beside it). */
  query: (search: S) => UseQueryOptions<Page, E, Page, QueryKey>;
  /** The rows of a page (`page._embedded.<name>`). */
  rowsOf: (page: Page) => Row[];
  columns: (t: TFunction<Ns>) => DataColumns<Row>;
  /** Translation keys: the table's accessible name (default 'title') and its empty texts. */
  texts: { label?: string; empty: string; filteredEmpty?: string };
  /** Ids of columns a search hides (the customer column of a list scoped to one customer). */
  hiddenColumns?: (search: S) => readonly string[];
  /** Logged with the error when the list fails to load (spec 3 §8, where a list asks for it). */
  errorLog?: string;
  /** The list's 'Export' (list-export.ts): its file name and how its columns read in a CSV file. */
  export?: ListExport<Row, TFunction<Ns>>;
  /** The selection column, its bar and the actions on the selected rows (bulk.ts). */
  bulk?: ListBulk<Row>;
};

/** Gives a list's config its types from what it says (the search from its query, and so on). */
export const defineList = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  const Ns extends ListNamespaces,
  E = unknown,
>(
  config: ListConfig<S, Page, Row, Ns, E>,
) => config;
