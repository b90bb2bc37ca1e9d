import { Code } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ApiKey } from '@generated/model/apiKey';
import { defineList, listColumns, listQuery } from '@/components/list';
import type { ListSearch } from '@/lib/list-search';
import { apiKeysQueryOptions } from '../api';

/** A key as the list shows it: by its prefix (the key itself is never kept after creation). */
export type ApiKeyRow = ApiKey & { id: string };

const column = listColumns.helper<ApiKeyRow>();

const getApiKeyColumns = (t: TFunction<'developer'>) =>
  column.columns([
    column.accessor('name', { header: t('apiKeys.name'), meta: { card: 'title' } }),
    column.accessor('prefix', {
      header: t('apiKeys.prefix'),
      meta: { card: 'subtitle' },
      cell: (info) => <Code>{info.getValue()}</Code>,
    }),
  ]);

/**
 * The company's API keys (spec 3 §2.7), answered whole and paged here. The export holds the name
 * and the prefix: the server keeps no key itself, so none can reach a file.
 */
export const apiKeysList = defineList({
  listId: 'api-keys',
  ns: 'developer',
  query: (search: ListSearch) =>
    listQuery.unpaged(
      apiKeysQueryOptions(),
      (list) => list._embedded.apiKeysList.map((key): ApiKeyRow => ({ ...key, id: key.prefix })),
      search,
    ),
  columns: getApiKeyColumns,
  texts: { label: 'apiKeys.title', empty: 'apiKeys.empty' },
  export: {
    name: 'api-keys',
    cells: () => ({ name: (row) => row.name, prefix: (row) => row.prefix }),
    ids: {},
  },
});
