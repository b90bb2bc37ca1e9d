import type { Customer } from '@/entities/customer/customer';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerFromLists, customerQueryOptions, pickerCustomersQueryOptions } from './customer-queries';
import { customerLabel } from './customer-label';

/** Spec 2 §9: the picker searches after a pause of 1000 ms. */
export const PICKER_DEBOUNCE_MS = 1000;

type Props = {
  /** The chosen customer's id, as the form holds it. */
  value: string | null | undefined;
  onChange: (customer: Customer | null) => void;
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
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const id = value || undefined;
  // A customer preset from a list already loaded shows at once, while their own call answers.
  const customer = useQuery({
    ...customerQueryOptions(id),
    placeholderData: () => customerFromLists(queryClient, id),
  });
  const chosen = customer.data ?? null;
  const [search, setSearch] = useState(chosen ? customerLabel(chosen) : '');
  const [debouncedSearch] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  // Selecting fills the field with the label; that is not a search.
  const query = chosen && debouncedSearch === customerLabel(chosen) ? '' : debouncedSearch;
  const customers = useQuery(pickerCustomersQueryOptions(query));
  const found = customers.data?._embedded.debitors ?? [];
  const options = chosen && !found.some((option) => option.id === chosen.id) ? [chosen, ...found] : found;

  const choose = (next: string | null) => {
    const picked = options.find((candidate) => candidate.id === next) ?? null;
    if (picked) queryClient.setQueryData(customerQueryOptions(picked.id).queryKey, picked);
    onChange(picked);
  };

  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      withAsterisk
      searchable
      clearable
      disabled={disabled}
      data={options.map((option) => ({ value: option.id, label: customerLabel(option) }))}
      value={id ?? null}
      onChange={choose}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the field's text must not filter the results again.
      filter={({ options: all }) => all}
      nothingFoundMessage={customers.isFetching ? t('picker.searching') : t('picker.none')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={240}
      data-testid="customer-picker"
    />
  );
};
