/** Ticking a row renders that row's checkbox and the selection's readers, not the list's state readers. */
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { defineList } from '@/components/list/shell/list-config';
import {
  useListData,
  useListSelection,
  useListState,
  useRowSelection,
} from '@/components/list/shell/list-context';
import { answerQuery } from '@/components/list/shell/list-query';
import { ListProvider } from '@/components/list/shell/list-shell';
import { toggleRow } from '@/components/list/shell/selection';
import { useRowSelected } from '@/components/list/shell/use-selection';
import type { ListSearch } from '@/lib/list-search';
import { renderWithProviders } from '../render';

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

const config = defineList({
  listId: 'selection-renders-test',
  ns: 'lists',
  query: (search: ListSearch) =>
    answerQuery(
      { queryKey: ['selection-renders-test', search], queryFn: async () => ({ items: rows, count: 2 }) },
      (answer) => ({ rows: answer.items, total: answer.count }),
    ),
  columns: () => [],
  texts: { empty: 'empty.noResults' },
});

const renders: Record<string, number> = {};
const useCount = (name: string) =>
  useEffect(() => {
    renders[name] = (renders[name] ?? 0) + 1;
  });

/** Reads the list's state (as the table does). */
const StateReader = () => {
  useCount('state');
  const { config: read } = useListState<Row, ListSearch>();
  return <p>{read.listId}</p>;
};

/** Reads the list's data (as the table, the pager and the new rows' notice do). */
const DataReader = () => {
  useCount('data');
  const { total } = useListData<Row>();
  return <p>{`${total} rows`}</p>;
};

/** A row's checkbox, reduced to what it reads. */
const RowProbe = ({ row }: { row: Row }) => {
  useCount(row.id);
  const checked = useRowSelected(useRowSelection<Row>(), row.id);
  return <p>{`${row.name} ${checked ? 'ticked' : 'not ticked'}`}</p>;
};

/** The selection bar, reduced: the count and a way to tick a row. */
const Bar = () => {
  useCount('bar');
  const { rows: page } = useListData<Row>();
  const selection = useListSelection<Row>();
  return (
    <button
      type="button"
      onClick={() => page?.[0] && selection.update((current) => toggleRow(current, page[0]!, true))}
    >
      {`${selection.count} selected`}
    </button>
  );
};

describe('ticking a row', () => {
  it("renders that row's checkbox and the selection's readers again, not the other rows nor the list's state and data readers", async () => {
    const { user } = await renderWithProviders(
      <ListProvider config={config} search={{}} onSearchChange={() => undefined} filterKeys={[]}>
        <StateReader />
        <DataReader />
        <RowProbe row={rows[0]!} />
        <RowProbe row={rows[1]!} />
        <Bar />
      </ListProvider>,
    );
    expect(await screen.findByText('Alpha not ticked')).toBeVisible();
    expect(screen.getByText('2 rows')).toBeVisible();
    const before = { ...renders };
    await user.click(screen.getByRole('button', { name: '0 selected' }));
    expect(await screen.findByText('Alpha ticked')).toBeVisible();
    expect(screen.getByRole('button', { name: '1 selected' })).toBeVisible();
    expect(screen.getByText('Beta not ticked')).toBeVisible();
    expect(renders.a).toBe((before.a ?? 0) + 1);
    expect(renders.bar).toBeGreaterThan(before.bar ?? 0);
    expect(renders.b).toBe(before.b);
    expect(renders.state).toBe(before.state);
    expect(renders.data).toBe(before.data);
  });
});
