import { useCallback, useMemo, useState } from 'react';
import { effectivePageSize, readListPreferences } from '@/lib/list-preferences';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  type AnyListSearch,
  type ListSearch,
} from '@/lib/list-search';

/**
 * The search of a list whose paging stays on the screen, not in the address (a list the server
 * answers whole: API keys, webhooks, the team): the page and size held here, from the size the
 * user kept for the list, beside what the address says (`outside`, changed by `onOutsideChange`).
 */
export const useLocalSearch = <S extends AnyListSearch>(
  listId: string,
  outside: S,
  onOutsideChange?: (next: S) => void,
) => {
  const [paging, setPaging] = useState<ListSearch>(() => ({
    size: effectivePageSize({
      urlSize: undefined,
      kept: readListPreferences(listId).pageSize,
      pageSizes: DEFAULT_PAGE_SIZES,
      defaultSize: DEFAULT_PAGE_SIZE,
    }),
  }));
  const search = useMemo((): S => ({ ...outside, page: paging.page, size: paging.size }), [outside, paging]);
  const setSearch = useCallback(
    (next: S) => {
      setPaging({ page: next.page, size: next.size });
      const { page: _page, size: _size, ...rest } = next;
      const changed = Object.keys({ ...rest, ...outside }).some(
        (key) => key !== 'page' && key !== 'size' && next[key] !== outside[key],
      );
      if (changed) onOutsideChange?.(next);
    },
    [outside, onOutsideChange],
  );
  return { search, setSearch };
};
