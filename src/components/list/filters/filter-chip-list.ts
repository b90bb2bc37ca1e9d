import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/format';
import type { AnyListSearch } from '@/lib/list-search';
import type { FilterChip } from './filter-chips';
import type { FilterDef } from './filters';

export const listValue = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const textValue = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** The active filters as chips, in the order of the filters; each chip removes its value. */
export const filterChips = <S extends AnyListSearch>(
  filters: readonly FilterDef<S>[],
  search: S,
  set: (patch: Record<string, unknown>) => void,
  t: TFunction<'lists'>,
): FilterChip[] =>
  filters.flatMap((filter): FilterChip[] => {
    switch (filter.kind) {
      case 'search':
        return search.search
          ? [{ key: 'search', label: `"${search.search}"`, onRemove: () => set({ search: undefined }) }]
          : [];
      case 'multi': {
        const chosen = listValue(search[filter.key]);
        const labelOf = (value: string) =>
          filter.options.find((option) => option.value === value)?.label ?? value;
        return chosen.map((value) => ({
          key: `${filter.key}-${value}`,
          label: labelOf(value),
          onRemove: () => set({ [filter.key]: chosen.filter((other) => other !== value) }),
        }));
      }
      case 'select': {
        const value = textValue(search[filter.key]);
        if (!value) return [];
        const label = filter.options.find((option) => option.value === value)?.label ?? value;
        return [{ key: filter.key, label, onRemove: () => set({ [filter.key]: undefined }) }];
      }
      case 'dates':
        return [
          ...(search.from
            ? [
                {
                  key: 'from',
                  label: t('filters.fromChip', { date: formatDate(search.from) }),
                  onRemove: () => set({ from: undefined }),
                },
              ]
            : []),
          ...(search.to
            ? [
                {
                  key: 'to',
                  label: t('filters.toChip', { date: formatDate(search.to) }),
                  onRemove: () => set({ to: undefined }),
                },
              ]
            : []),
        ];
    }
  });
