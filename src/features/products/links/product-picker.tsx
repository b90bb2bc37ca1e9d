import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { formatMoney } from '@/lib/format';
import { optionName } from '../product-labels';
import { pickerProductsQueryOptions } from './links-api';

/** Spec 3 §9: the product autocomplete searches after a pause of 750 ms. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 750;

type Props = {
  /** The form's handle on the field, so that a failed submit can focus it. */
  ref?: Ref<HTMLInputElement>;
  value: Product | null;
  onChange: (product: Product | null) => void;
  error?: string;
  disabled?: boolean;
};

/** The link's product: up to 1000 listed, typing asks the server for 5 (spec 3 §7, §9). */
export const ProductPicker = ({ ref, value, onChange, error, disabled }: Props) => {
  const { t } = useTranslation('products');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, PRODUCT_SEARCH_DEBOUNCE_MS);
  // Choosing fills the field with the option's name; that is not a search.
  const query = value && debounced === optionName(value.name) ? '' : debounced;
  const products = useQuery(pickerProductsQueryOptions(query));
  const found = products.data ?? [];
  const options = value && !found.some((product) => product.id === value.id) ? [value, ...found] : found;

  return (
    <Select
      ref={ref}
      label={t('links.form.product')}
      placeholder={t('links.form.productPlaceholder')}
      withAsterisk
      searchable
      // A failed submit focuses the field; its list opens on a click, typing or the arrow keys.
      openOnFocus={false}
      clearable
      disabled={disabled}
      data={options.map((product) => ({ value: product.id, label: optionName(product.name) }))}
      renderOption={({ option }) => {
        const product = options.find((candidate) => candidate.id === option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
            <Text size="sm">{option.label}</Text>
            {/* The option's name is the product's; the price only helps the eye. */}
            <Text size="xs" c="dimmed" aria-hidden>
              {product && formatMoney(product.price)}
            </Text>
          </Group>
        );
      }}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((product) => product.id === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; the field's text must not filter the results again.
      filter={({ options: all }) => all}
      nothingFoundMessage={products.isFetching ? t('links.form.searching') : t('links.form.noProducts')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
      data-testid="product-picker"
    />
  );
};
