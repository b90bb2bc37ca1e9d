/**
 * The list kit: what a list area needs, and nothing else (docs/adding-a-list-area.md). Features
 * import it from here only (lint: no-restricted-imports); the folders inside are the kit's own.
 * A route file imports `listRoute` and `listLoader` from `@/lib/list-route` instead, as what
 * it imports beside its loader and component is part of the first page's bundle.
 */
export { defineList } from './shell/list-config';
export { ListShell } from './shell/list-shell';
export { ListPage } from './shell/list-page';
export { CustomerListTab } from './shell/customer-list-tab';
export { useListContext } from './shell/list-context';
export { useListSearch } from './shell/use-list-search';
export { useAutoRefresh } from './views/use-auto-refresh';
export { ErrorTableState } from './table/table-states';
export { StatusFilterNotice } from './table/status-filter-notice';
export { RefreshingSign } from './views/new-rows-notice';
export * as listQuery from './public/query';
export * as listColumns from './public/columns';
export * as listFilters from './public/filters';
export * as listViews from './public/views';
export * as actionTable from './public/actions';
