import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { PICKER_DEBOUNCE_MS } from '@/entities/customer/customer-picker';
import { productsQueryOptions } from './api';

type Props = { label: string; disabled?: boolean; onPick: (product: Product) => void };

/** Fills a position from a product (spec 2 §3); searches the server, 5 products at a time. */
export const ProductPicker = ({ label, disabled, onPick }: Props) => {
  const { t } = useTranslation('invoice-editor');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const products = useQuery({ ...productsQueryOptions(debounced), enabled: opened });
  const found = products.data?._embedded.products ?? [];
  return (
    <Select
      aria-label={label}
      placeholder={t('position.fromProductPlaceholder')}
      size="xs"
      w={200}
      searchable
      disabled={disabled}
      data={found.map((product) => ({ value: product.id, label: product.name }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options }) => options}
      nothingFoundMessage={products.isFetching ? t('position.searching') : t('position.noProducts')}
      onChange={(id) => {
        const product = found.find((candidate) => candidate.id === id);
        if (product) onPick(product);
        setSearch('');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
