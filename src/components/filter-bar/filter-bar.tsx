import { CloseButton, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { withFilters, type AnyListSearch } from '@/lib/list-search';
import { LIST_SEARCH_ATTRIBUTE } from '../shortcut-targets';
import { FilterChips } from './filter-chips';
import { filterChips, listValue, textValue } from './filter-chip-list';
import type { FilterDef } from './filters';
import { useDebouncedText } from './use-debounced-text';
import '@/lib/date-locales';

type Props<S extends AnyListSearch> = {
  filters: readonly FilterDef<S>[];
  search: S;
  /** Called with the whole next search; a changed filter returns the list to its first page. */
  onSearchChange: (search: S) => void;
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

/** A list's filters (search, multi-selects, selects, dates) with the active ones as chips. */
export const FilterBar = <S extends AnyListSearch>({ filters, search, onSearchChange }: Props<S>) => {
  const { t } = useTranslation('lists');
  // Each filter sets only its own keys; `withFilters` returns to the first page.
  const set = (patch: Record<string, unknown>) => onSearchChange(withFilters(search, patch));

  const field = (filter: FilterDef<S>) => {
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
            w={{ base: '100%', sm: 260 }}
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
            w={{ base: '100%', sm: 200 }}
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
              w={{ base: '100%', sm: 170 }}
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
              w={{ base: '100%', sm: 170 }}
            />
          </Group>
        );
    }
  };

  return (
    <Stack gap="xs" data-testid="filter-bar">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {filters.map(field)}
      </Group>
      <FilterChips chips={filterChips(filters, search, set, t)} />
    </Stack>
  );
};
