import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { effectivePageSize, readListPreferences } from '@/lib/list-preferences';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  listSearchSchema,
  type AnyListSearch,
  type ListSearch,
} from '@/lib/list-search';
import type { ListConfig, ListRow } from './list-config';

/**
 * Where a list's search is held:
 * - the address (default): the route's search, read with the list's `search` validator;
 * - `{ customer }`: a customer's page, whose address holds the tab's paging; the list is narrowed
 *   by the config's `customerScope`;
 * - `{ outside }`: the page and size held on the screen (a list the server answers whole: API
 *   keys, the team), from the size the user kept for the list, beside what the page gives
 *   (`outside`, changed by `onOutsideChange`);
 * - `{ paging: 'screen' }`: the same, beside the list's filters in the address (webhooks, bank
 *   accounts: `?modes=`, `?statuses=` from the home's links).
 */
export type ListSearchHolder<S> =
  | { customer?: undefined; outside?: undefined; paging?: undefined }
  | { customer: string; outside?: undefined; paging?: undefined }
  | { customer?: undefined; outside: S; onOutsideChange?: (next: S) => void; paging?: undefined }
  | { customer?: undefined; outside?: undefined; paging: 'screen' };

const inAddress = {};
const tabPaging = listSearchSchema();

/**
 * The one way to read and change a list's search, typed by the list's (and its route's)
 * validator: pages, a customer's tabs and lists held on the screen alike.
 */
export const useListSearch = <Row extends ListRow, S extends AnyListSearch>(
  config: ListConfig<Row, S>,
  holder: ListSearchHolder<S> = inAddress,
): { search: S; setSearch: (next: S) => void } => {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  const { customer, paging: held } = holder;
  const { search: validate, customerScope } = config;
  const address = useMemo(() => (held && validate ? validate(raw) : undefined), [held, validate, raw]);
  const outside = holder.outside ?? address;
  const given = 'onOutsideChange' in holder ? holder.onOutsideChange : undefined;
  const onOutsideChange = useMemo(
    () =>
      given ??
      (held
        ? ({ page: _page, size: _size, ...filters }: S) =>
            void navigate({ to: '.', search: (previous) => ({ ...previous, ...filters }) })
        : undefined),
    [given, held, navigate],
  );
  const [paging, setPaging] = useState<ListSearch>(() =>
    outside
      ? {
          size: effectivePageSize({
            urlSize: undefined,
            kept: readListPreferences(config.listId).pageSize,
            pageSizes: DEFAULT_PAGE_SIZES,
            defaultSize: DEFAULT_PAGE_SIZE,
          }),
        }
      : {},
  );

  const search = useMemo((): S => {
    if (outside) return { ...outside, page: paging.page, size: paging.size };
    if (customer !== undefined) {
      if (!customerScope) throw new Error(`The list ${config.listId} has no customerScope.`);
      const { page, size } = tabPaging(raw);
      return { ...customerScope(customer), page, size };
    }
    if (!validate) throw new Error(`The list ${config.listId} has no search validator.`);
    return validate(raw);
  }, [outside, paging, customer, customerScope, validate, raw, config.listId]);

  const setSearch = useCallback(
    (next: S) => {
      if (outside) {
        setPaging({ page: next.page, size: next.size });
        const changed = Object.keys({ ...next, ...outside }).some(
          (key) => key !== 'page' && key !== 'size' && next[key] !== outside[key],
        );
        if (changed) onOutsideChange?.(next);
      } else if (customer !== undefined) {
        void navigate({ to: '.', search: { page: next.page, size: next.size } });
      } else void navigate({ to: '.', search: next });
    },
    [outside, onOutsideChange, customer, navigate],
  );
  return { search, setSearch };
};
