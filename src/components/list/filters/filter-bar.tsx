import { Button, CloseButton, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconCalendar, IconSearch } from '@tabler/icons-react';
import { Fragment, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withFilters, withoutFilters, type AnyListSearch } from '@/lib/list-search';
import { PHONE_QUERY } from '../../form/use-date-dropdown';
import { useMountAfterPaint } from '../shell/use-mount-after-paint';
import { FieldPlaceholder } from '../../look-alikes/input-placeholder';
import { LIST_SEARCH_ATTRIBUTE } from '../../shortcut-targets';
import { FilterChips } from './filter-chips';
import { filterChips, listValue, textValue } from './filter-chip-list';
import { filterKeysOf, type FilterDef } from './filters';
import { useDebouncedText } from './use-debounced-text';
import '@/lib/date-locales';
import { lazyPart } from '../../first-use/lazy-part';

type Props<S extends AnyListSearch> = {
  filters: readonly FilterDef<S>[];
  search: S;
  /** Called with the whole next search; a changed filter returns the list to its first page. */
  onSearchChange: (search: S) => void;
  /** Beside the search field (the list's views menu). */
  beside?: ReactNode;
};

const SearchField = ({
  value,
  placeholder,
  onChange,
}: {
  value: string;
  placeholder?: string;
  onChange: (text: string | undefined) => void;
}) => {
  const { t } = useTranslation('lists');
  const search = useDebouncedText(value, (text) => onChange(text.trim() || undefined));
  return (
    <TextInput
      label={t('filters.search')}
      placeholder={placeholder ?? t('filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={search.text}
      onChange={(event) => search.change(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && search.flush()}
      rightSection={
        search.text ? (
          <CloseButton size="sm" aria-label={t('filters.clearSearch')} onClick={() => search.change('')} />
        ) : null
      }
      w={{ base: '100%', sm: 260 }}
      {...{ [LIST_SEARCH_ATTRIBUTE]: true }}
    />
  );
};

// The fields' widths from `sm` up (their placeholders take the same).
const widths = { multi: 260, select: 200, date: 170 } as const;

const searchStyle: CSSProperties = { flex: 1, minWidth: 0 };

/** A list's filters (search, multi-selects, selects, dates) with the active ones as chips. */
export const FilterBar = <S extends AnyListSearch>({ filters, search, onSearchChange, beside }: Props<S>) => {
  const { t } = useTranslation('lists');
  // Below `sm` the filters other than the search fold into a drawer.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  // Each filter sets only its own keys; `withFilters` returns to the first page.
  const set = (patch: Record<string, unknown>) => onSearchChange(withFilters(search, patch));
  // The fields other than the search (selects, date pickers) mount after the rows are painted: a
  // return to a list paints its rows without waiting for them.
  const mounted = useMountAfterPaint();

  const field = (filter: FilterDef<S>) => {
    if (filter.kind !== 'search' && !mounted)
      return (
        <FieldPlaceholder
          key={filter.kind === 'dates' ? 'dates' : filter.key}
          fields={
            filter.kind === 'dates'
              ? [
                  { label: t('filters.from'), width: widths.date },
                  { label: t('filters.to'), width: widths.date },
                ]
              : [{ label: filter.label, width: widths[filter.kind] }]
          }
        />
      );
    switch (filter.kind) {
      case 'search':
        return (
          <SearchField
            key="search"
            value={search.search ?? ''}
            placeholder={filter.placeholder}
            onChange={(text) => set({ search: text })}
          />
        );
      case 'multi': {
        const chosen = listValue(search[filter.key]);
        return (
          <MultiSelect
            key={filter.key}
            label={filter.label}
            // The chosen values show as the chips below; the field only counts them.
            placeholder={chosen.length ? filter.chosenLabel(chosen.length) : filter.allLabel}
            data={filter.options}
            value={chosen}
            onChange={(next) => set({ [filter.key]: next })}
            onSearchChange={filter.onSearch}
            limit={filter.limit}
            maxDropdownHeight={filter.limit ? 'none' : undefined}
            clearable
            searchable
            w={{ base: '100%', sm: widths.multi }}
            comboboxProps={{ withinPortal: true }}
            styles={{ pill: { display: 'none' } }}
          />
        );
      }
      case 'select':
        return (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder={filter.allLabel}
            data={filter.options}
            value={textValue(search[filter.key]) ?? null}
            onChange={(next) => set({ [filter.key]: next ?? undefined })}
            clearable
            w={{ base: '100%', sm: widths.select }}
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 'dates':
        return (
          <Group key="dates" gap="sm" align="flex-end" wrap="wrap">
            <DatePickerInput
              label={t('filters.from')}
              placeholder={t('filters.datePlaceholder')}
              valueFormat="DD.MM.YYYY"
              leftSection={<IconCalendar size={16} />}
              value={search.from ?? null}
              maxDate={search.to}
              onChange={(date) => set({ from: date ?? undefined })}
              clearable
              w={{ base: '100%', sm: widths.date }}
            />
            <DatePickerInput
              label={t('filters.to')}
              placeholder={t('filters.datePlaceholder')}
              valueFormat="DD.MM.YYYY"
              leftSection={<IconCalendar size={16} />}
              value={search.to ?? null}
              minDate={search.from}
              onChange={(date) => set({ to: date ?? undefined })}
              clearable
              w={{ base: '100%', sm: widths.date }}
            />
          </Group>
        );
    }
  };

  const chips = filterChips(filters, search, set, t);
  if (!phone)
    return (
      <Stack gap="xs" data-testid="filter-bar">
        <Group gap="sm" align="flex-end" wrap="wrap">
          {filters.map((filter) =>
            filter.kind === 'search' && beside ? (
              <Fragment key="search">
                {field(filter)}
                {beside}
              </Fragment>
            ) : (
              field(filter)
            ),
          )}
        </Group>
        <FilterChips chips={chips} />
      </Stack>
    );
  const searchFilter = filters.find((filter) => filter.kind === 'search');
  const others = filters.filter((filter) => filter.kind !== 'search');
  return (
    <Stack gap="xs" data-testid="filter-bar">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {searchFilter && <div style={searchStyle}>{field(searchFilter)}</div>}
        {beside}
        {others.length > 0 && (
          <FilterDrawer
            active={chips.filter((chip) => chip.key !== 'search').length}
            onClear={() => onSearchChange(withoutFilters(withFilters(search, {}), filterKeysOf(others)))}
          >
            {others.map(field)}
          </FilterDrawer>
        )}
      </Group>
      <FilterChips chips={chips} />
    </Stack>
  );
};

// The drawer's code loads when a phone first opens it.
const FilterDrawerPanel = lazyPart(() => import('./filter-drawer').then((module) => module.default));

/**
 * A phone's filters (below `sm`): a 'Filters' button that counts the active ones and opens them in
 * a drawer from the bottom (filter-drawer.tsx).
 */
const FilterDrawer = ({
  active,
  onClear,
  children,
}: {
  active: number;
  onClear: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation('lists');
  const [opened, setOpened] = useState<boolean | undefined>(undefined);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        data-testid="filter-drawer-button"
      >
        {active ? t('filters.openActive', { count: active }) : t('filters.open')}
      </Button>
      {opened !== undefined && (
        <Suspense fallback={null}>
          <FilterDrawerPanel
            opened={opened}
            onClose={() => setOpened(false)}
            active={active}
            onClear={onClear}
          >
            {children}
          </FilterDrawerPanel>
        </Suspense>
      )}
    </>
  );
};
