import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { debitorFromLists, debitorQueryOptions, pickerDebitorsQueryOptions } from './customer-queries';
import { debitorLabel } from './debitor-label';

/** Spec 2 §9: the picker searches after a pause of 1000 ms. */
export const PICKER_DEBOUNCE_MS = 1000;

type Props = {
  /** The chosen customer's id, as the form holds it. */
  value: string | null | undefined;
  onChange: (debitor: Debitor | null) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Chooses a customer (payments, SEPA mandates, …); the server searches, 20 at a time, by last name.
 * The form's id is all it needs to show the choice: a step of a wizard that is left and shown again
 * mounts the picker anew, and the customer found by a search is then no longer among the results.
 * So a choice is kept as that customer's own query, and an id from elsewhere is asked for (a
 * customer on a list already loaded shows while it is).
 */
export const CustomerPicker = ({ value, onChange, error, disabled }: Props) => {
  const { t } = useTranslation('debitors');
  const queryClient = useQueryClient();
  const id = value || undefined;
  // A customer preset from a list already loaded shows at once, while their own call answers.
  const customer = useQuery({
    ...debitorQueryOptions(id),
    placeholderData: () => debitorFromLists(queryClient, id),
  });
  const chosen = customer.data ?? null;
  const [search, setSearch] = useState(chosen ? debitorLabel(chosen) : '');
  const [debouncedSearch] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  // Selecting fills the field with the label; that is not a search.
  const query = chosen && debouncedSearch === debitorLabel(chosen) ? '' : debouncedSearch;
  const debitors = useQuery(pickerDebitorsQueryOptions(query));
  const found = debitors.data?._embedded.debitors ?? [];
  const options = chosen && !found.some((debitor) => debitor.id === chosen.id) ? [chosen, ...found] : found;

  const choose = (next: string | null) => {
    const debitor = options.find((candidate) => candidate.id === next) ?? null;
    if (debitor) queryClient.setQueryData(debitorQueryOptions(debitor.id).queryKey, debitor);
    onChange(debitor);
  };

  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      withAsterisk
      searchable
      clearable
      disabled={disabled}
      data={options.map((debitor) => ({ value: debitor.id, label: debitorLabel(debitor) }))}
      value={id ?? null}
      onChange={choose}
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
