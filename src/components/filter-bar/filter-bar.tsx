import { CloseButton, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { ListFilters } from '@/lib/list-search';
import { FilterChips, type FilterChip } from './filter-chips';
import { useDebouncedText } from './use-debounced-text';

export type StateOption<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  value: ListFilters<T>;
  /** Called with the changed filters only; the list returns to its first page. */
  onChange: (filters: Partial<ListFilters<T>>) => void;
  stateOptions: StateOption<T>[];
  searchPlaceholder?: string;
};

/** Search text, states, and start and end date of a list, with the active filters as chips. */
export const FilterBar = <T extends string>({
  value,
  onChange,
  stateOptions,
  searchPlaceholder,
}: Props<T>) => {
  const { t } = useTranslation('lists');
  const search = useDebouncedText(value.search ?? '', (text) =>
    onChange({ search: text.trim() || undefined }),
  );
  const states = value.states ?? [];
  const labelOf = (state: T) => stateOptions.find((option) => option.value === state)?.label ?? state;

  const chips: FilterChip[] = [
    ...(value.search
      ? [{ key: 'search', label: `"${value.search}"`, onRemove: () => onChange({ search: undefined }) }]
      : []),
    ...states.map((state) => ({
      key: `state-${state}`,
      label: labelOf(state),
      onRemove: () => onChange({ states: states.filter((other) => other !== state) }),
    })),
    ...(value.from
      ? [
          {
            key: 'from',
            label: t('filters.fromChip', { date: formatDate(value.from) }),
            onRemove: () => onChange({ from: undefined }),
          },
        ]
      : []),
    ...(value.to
      ? [
          {
            key: 'to',
            label: t('filters.toChip', { date: formatDate(value.to) }),
            onRemove: () => onChange({ to: undefined }),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="xs" data-testid="filter-bar">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('filters.search')}
          placeholder={searchPlaceholder ?? t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && search.flush()}
          rightSection={
            search.text ? (
              <CloseButton
                size="sm"
                aria-label={t('filters.clearSearch')}
                onClick={() => search.change('')}
              />
            ) : null
          }
          w={{ base: '100%', sm: 260 }}
        />
        <MultiSelect
          label={t('filters.states')}
          // The chosen states show as the chips below; the field only counts them.
          placeholder={
            states.length ? t('filters.statesChosen', { count: states.length }) : t('filters.allStates')
          }
          data={stateOptions}
          value={states}
          onChange={(next) =>
            onChange({
              states: stateOptions.filter((option) => next.includes(option.value)).map((o) => o.value),
            })
          }
          clearable
          searchable
          maxValues={stateOptions.length}
          w={{ base: '100%', sm: 260 }}
          comboboxProps={{ withinPortal: true }}
          styles={{ pill: { display: 'none' } }}
        />
        <DatePickerInput
          label={t('filters.from')}
          placeholder={t('filters.datePlaceholder')}
          valueFormat="DD.MM.YYYY"
          leftSection={<IconCalendar size={16} />}
          value={value.from ?? null}
          maxDate={value.to}
          onChange={(date) => onChange({ from: date ?? undefined })}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
        <DatePickerInput
          label={t('filters.to')}
          placeholder={t('filters.datePlaceholder')}
          valueFormat="DD.MM.YYYY"
          leftSection={<IconCalendar size={16} />}
          value={value.to ?? null}
          minDate={value.from}
          onChange={(date) => onChange({ to: date ?? undefined })}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
      </Group>
      <FilterChips chips={chips} />
    </Stack>
  );
};
