import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { formatMoney } from '@/lib/format';
import { recurringProductsQueryOptions } from './api';

/** Spec 3 §9: the product autocomplete searches after a pause of 750 ms. */
export const PRODUCT_DEBOUNCE_MS = 750;

type Props = {
  value: Product | null;
  onChange: (product: Product | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/** The subscription model: five RECURRING products at a time, the server searching as one types. */
export const ProductAutocomplete = ({ value, onChange, onBlur, error, disabled }: Props) => {
  const { t } = useTranslation('subscriptions');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PRODUCT_DEBOUNCE_MS);
  // Choosing fills the field with the product's name; that is not a search.
  const query = value && debounced === value.name ? '' : debounced;
  const products = useQuery(recurringProductsQueryOptions(query));
  const found = products.data ?? [];
  const options = value && !found.some((product) => product.id === value.id) ? [value, ...found] : found;
  const interval = (product: Product) =>
    product.recurringBillingPeriod === 'YEARLY' ? t('interval.YEARLY') : t('interval.MONTHLY');

  return (
    <Select
      label={t('form.product')}
      placeholder={t('form.productPlaceholder')}
      withAsterisk
      searchable
      clearable
      disabled={disabled}
      data={options.map((product) => ({ value: product.id, label: product.name }))}
      renderOption={({ option }) => {
        const product = options.find((candidate) => candidate.id === option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed" aria-hidden>
              {product && `${formatMoney(product.price)} · ${interval(product)}`}
            </Text>
          </Group>
        );
      }}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((product) => product.id === id) ?? null)}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the field's text must not filter the results again.
      filter={({ options: all }) => all}
      nothingFoundMessage={products.isFetching ? t('form.searching') : t('form.noProducts')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="product-autocomplete"
    />
  );
};
