/**
 * The current lists and saved views inside the list kit: these read the list around them
 * (shell/list-context.tsx), so ListShell places them without props.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';
import { columnIds } from '../table/features';
import { useListData, useListState } from '../shell/list-context';
import { NewRowsNotice } from './new-rows-notice';
import { useListViews, type ResolvedBuiltInView } from './use-list-views';
import { ViewsMenu } from './views-menu';

/** Above the table: '3 new payments' and the quiet sign of a refresh in the background. */
export const ListNewRows = () => {
  const { config } = useListState();
  const { query, newRows, showNewRows } = useListData();
  const { t } = useTranslation(config.ns);
  const key = config.texts.newRows;
  return (
    <NewRowsNotice
      count={newRows}
      label={(count) => (key ? t(key, { count }) : t('lists:views.newRows', { count }))}
      onShow={showNewRows}
      refreshing={query.isFetching && !query.isPending}
    />
  );
};

/** Beside the search: the list's views (its own and the user's saved ones). */
export const ListViewsMenu = () => {
  const { config, search, filterKeys, preferences } = useListState();
  const { t } = useTranslation(config.ns);
  const columns = useMemo(() => columnIds(config.columns(t)), [config, t]);
  const shape = useMemo(() => ({ searchKeys: filterKeys, columns }), [filterKeys, columns]);
  const builtIns = useMemo(
    (): ResolvedBuiltInView[] =>
      (config.views ?? []).map((view) => ({
        id: view.id,
        name: view.name(t),
        search: view.search(new Date()),
      })),
    [config, t],
  );
  const menu = useListViews({
    listId: config.listId,
    search,
    preferences,
    shape,
    builtIns,
    defaultPageSize: config.pageSizes?.[0] ?? DEFAULT_PAGE_SIZE,
  });
  return <ViewsMenu {...menu} />;
};
