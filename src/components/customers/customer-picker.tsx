import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { pickerDebitorsQueryOptions } from './customer-queries';
import { debitorLabel } from './debitor-label';

/** Spec 2 §9: the picker searches after a pause of 1000 ms. */
export const PICKER_DEBOUNCE_MS = 1000;

type Props = {
  value: Debitor | null;
  onChange: (debitor: Debitor | null) => void;
  error?: string;
  disabled?: boolean;
};

/** Chooses a customer (payments, SEPA mandates, …); the server searches, 20 at a time, by last name. */
export const CustomerPicker = ({ value, onChange, error, disabled }: Props) => {
  const { t } = useTranslation('debitors');
  const [search, setSearch] = useState(value ? debitorLabel(value) : '');
  const [debouncedSearch] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  // Selecting fills the field with the label; that is not a search.
  const query = value && debouncedSearch === debitorLabel(value) ? '' : debouncedSearch;
  const debitors = useQuery(pickerDebitorsQueryOptions(query));
  const found = debitors.data?._embedded.debitors ?? [];
  const options = value && !found.some((debitor) => debitor.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      withAsterisk
      searchable
      clearable
      disabled={disabled}
      data={options.map((debitor) => ({ value: debitor.id, label: debitorLabel(debitor) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((debitor) => debitor.id === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the field's text must not filter the results again.
      filter={({ options: all }) => all}
      nothingFoundMessage={debitors.isFetching ? t('picker.searching') : t('picker.none')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={240}
      data-testid="customer-picker"
    />
  );
};
