import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { defineList } from '@/components/list/shell/list-config';
import { useListContext, useListState } from '@/components/list/shell/list-context';
import { answerQuery } from '@/components/list/shell/list-query';
import { ListProvider } from '@/components/list/shell/list-shell';
import type { ListSearch } from '@/lib/list-search';
import { renderWithProviders } from '../render';

type Row = { id: string; name: string };

let release: () => void = () => undefined;
const answered = new Promise<void>((resolve) => (release = resolve));

const config = defineList({
  listId: 'context-test',
  ns: 'lists',
  query: (search: ListSearch) =>
    answerQuery(
      {
        queryKey: ['context-test', search],
        queryFn: async () => {
          await answered;
          return { items: [{ id: 'a', name: 'Alpha' }], count: 7 };
        },
      },
      (answer) => ({ rows: answer.items, total: answer.count }),
    ),
  columns: () => [],
  texts: { empty: 'empty.noResults' },
});

const renders = { beside: 0, state: 0 };

/** Beside the search: reads nothing of the list. */
const Beside = () => {
  // After every render of this component (none of the list's changes should cause one).
  useEffect(() => {
    renders.beside += 1;
  });
  return <span>beside</span>;
};

/** Reads the state part only (the config, the search). */
const StateReader = () => {
  useEffect(() => {
    renders.state += 1;
  });
  const { config: read, search } = useListState<Row, ListSearch>();
  return <p>{`${read.listId} page ${search.page ?? 1}`}</p>;
};

/** Reads the whole context: the rows and the total once the answer is in. */
const DataReader = () => {
  const { rows, total, query, selection, preferences } = useListContext<Row, ListSearch>();
  return (
    <p>
      {query.isPending
        ? 'loading'
        : `${rows?.map((row) => row.name).join(',')} of ${total}; ${selection.count} selected; size ${preferences.pageSize}`}
    </p>
  );
};

describe('the list context', () => {
  it('gives the config, search, rows, total, selection and preferences to what is inside the list, and an answer renders only what reads the data', async () => {
    await renderWithProviders(
      <ListProvider config={config} search={{ page: 2 }} onSearchChange={() => undefined} filterKeys={[]}>
        <Beside />
        <StateReader />
        <DataReader />
      </ListProvider>,
    );
    expect(await screen.findByText('context-test page 2')).toBeVisible();
    expect(screen.getByText('loading')).toBeVisible();
    const before = { ...renders };
    expect(before.beside).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('Alpha of 7; 0 selected; size 10')).toBeVisible();
    expect(renders.beside).toBe(before.beside);
    expect(renders.state).toBe(before.state);
  });

  it('says so when read outside a list', async () => {
    const Outside = () => {
      useListContext();
      return null;
    };
    await expect(renderWithProviders(<Outside />)).rejects.toThrow('outside a ListShell');
  });
});
