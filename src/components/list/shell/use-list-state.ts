import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { effectivePageSize } from '@/lib/list-preferences';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  toPagerState,
  withPageSize,
  type AnyListSearch,
} from '@/lib/list-search';
import { useListPreferences } from '../table/use-list-preferences';
import type { ListConfig, ListRow } from './list-config';
import type { ListStateValue } from './list-context';

type Options<Row extends ListRow, S extends AnyListSearch> = {
  config: ListConfig<Row, S>;
  search: S;
  setSearch: (search: S) => void;
  filterKeys: readonly string[];
};

/**
 * The list's state part (list-context.tsx): the address's search and the user's kept preferences
 * (the selection is a part of its own: ListSelection). The page size the user chose last is put into the address (replacing the entry,
 * so Back still leaves the list) when the address names none: the address wins when it does.
 */
export const useListStateValue = <Row extends ListRow, S extends AnyListSearch>({
  config,
  search,
  setSearch,
  filterKeys,
}: Options<Row, S>): ListStateValue<Row, S> => {
  const kept = useListPreferences(config.listId);
  const { pageSizes = DEFAULT_PAGE_SIZES } = config;
  const defaultSize = config.pageSizes?.[0] ?? DEFAULT_PAGE_SIZE;
  const { size } = toPagerState(search, defaultSize);
  const keptSize = effectivePageSize({
    urlSize: search.size,
    kept: kept.value.pageSize,
    pageSizes,
    defaultSize,
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (keptSize === size) return;
    void navigate({ to: '.', search: (previous) => ({ ...previous, size: keptSize }), replace: true });
  }, [keptSize, size, navigate]);

  const { value, onChange } = kept;
  const setPageSize = useCallback(
    (next: number) => {
      onChange({ ...value, pageSize: next });
      setSearch(withPageSize(search, next, defaultSize));
    },
    [value, onChange, search, setSearch, defaultSize],
  );
  const preferences = useMemo(
    () => ({
      value,
      onChange,
      hiddenColumns: value.hiddenColumns,
      density: value.density,
      pageSize: size,
      setHiddenColumns: (ids: readonly string[]) => onChange({ ...value, hiddenColumns: [...ids] }),
      setDensity: (density: typeof value.density) => onChange({ ...value, density }),
      setPageSize,
    }),
    [value, onChange, size, setPageSize],
  );

  return useMemo(
    () => ({ config, search, setSearch, filterKeys, preferences }),
    [config, search, setSearch, filterKeys, preferences],
  );
};
