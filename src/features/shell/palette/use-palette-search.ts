import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, type CreateArea } from './palette-entries';
import { paletteSearchQueries, type PaletteResult } from './palette-search';

export type AreaResults = {
  area: CreateArea;
  results: PaletteResult[];
  loading: boolean;
  failed: boolean;
};

/** The areas in the order the palette shows them. */
const order: CreateArea[] = ['customers', 'payments', 'invoices', 'products'];

/**
 * The server search of each area the user sees, for the text once typing pauses. Each area loads
 * on its own; a failed one does not hide the others.
 */
export const usePaletteSearch = (text: string, areas: readonly CreateArea[]): AreaResults[] => {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= MIN_SEARCH_LENGTH;
  const wanted = (area: CreateArea) => searching && areas.includes(area);
  const queries = {
    customers: useQuery({ ...paletteSearchQueries.customers(debounced), enabled: wanted('customers') }),
    payments: useQuery({ ...paletteSearchQueries.payments(debounced), enabled: wanted('payments') }),
    invoices: useQuery({ ...paletteSearchQueries.invoices(debounced), enabled: wanted('invoices') }),
    products: useQuery({ ...paletteSearchQueries.products(debounced), enabled: wanted('products') }),
  };
  const { customers, payments, invoices, products } = queries;
  // The same array while nothing changed, so that what is drawn from it is not made again.
  return useMemo(
    () =>
      order
        .filter((area) => searching && areas.includes(area))
        .map((area) => {
          const query = { customers, payments, invoices, products }[area];
          return { area, results: query.data ?? [], loading: query.isPending, failed: query.isError };
        }),
    // Each area's answer, not its query object (a new one on each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      searching,
      areas,
      customers.data,
      customers.isPending,
      customers.isError,
      payments.data,
      payments.isPending,
      payments.isError,
      invoices.data,
      invoices.isPending,
      invoices.isError,
      products.data,
      products.isPending,
      products.isError,
    ],
  );
};
