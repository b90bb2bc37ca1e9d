import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
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
 * `text` once typing has paused for SEARCH_DEBOUNCE_MS. It is taken on in a transition: the
 * searches it starts render in a pass that a key typed meanwhile interrupts.
 */
const useSettledText = (text: string) => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => startTransition(() => setSettled(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);
  return settled;
};

/**
 * The server search of each area the user sees, for the text once typing pauses (taken on in a
 * transition). Each area loads on its own; a failed one does not hide the others.
 */
export const usePaletteSearch = (text: string, areas: readonly CreateArea[]): AreaResults[] => {
  const settled = useSettledText(text.trim());
  const searching = settled.length >= MIN_SEARCH_LENGTH;
  const wanted = (area: CreateArea) => searching && areas.includes(area);
  const customers = useQuery({ ...paletteSearchQueries.customers(settled), enabled: wanted('customers') });
  const payments = useQuery({ ...paletteSearchQueries.payments(settled), enabled: wanted('payments') });
  const invoices = useQuery({ ...paletteSearchQueries.invoices(settled), enabled: wanted('invoices') });
  const products = useQuery({ ...paletteSearchQueries.products(settled), enabled: wanted('products') });
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
