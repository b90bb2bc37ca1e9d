import { describe, expect, it } from 'vitest';
import {
  actionTableOf,
  bulkActions,
  menuActions,
  type ActionTable,
} from '@/components/list/shell/action-table';

type Row = { id: string; state: 'open' | 'closed' };

const call = () => Promise.resolve();
const fixture: ActionTable<Row> = [
  { id: 'close', label: 'actions.close', rule: (row) => (row.state === 'open' ? null : 'skip.closed'), call },
  { id: 'details', label: 'actions.details', rule: () => null },
];

const label = (key: string) => `label:${key}`;
const menuOf = (table: ActionTable<Row>, row: Row) =>
  menuActions(table, row, { label, onSelect: () => {} }).map((entry) => [entry.key, entry.label]);
const barOf = (table: ActionTable<Row>) => bulkActions(table).map((action) => [action.id, action.label]);

describe('action table: one declaration gives the row menu and the bulk action', () => {
  it('offers an action in the menu of the rows its rule takes, and on many rows where it has a call', () => {
    expect(menuOf(fixture, { id: '1', state: 'open' })).toEqual([
      ['close', 'label:actions.close'],
      ['details', 'label:actions.details'],
    ]);
    expect(menuOf(fixture, { id: '2', state: 'closed' })).toEqual([['details', 'label:actions.details']]);
    expect(barOf(fixture)).toEqual([['close', 'actions.close']]);
  });

  it('shows an entry added to the table in both the menu and the bar, with the same rule', () => {
    const table: ActionTable<Row> = [
      ...fixture,
      {
        id: 'archive',
        label: 'actions.archive',
        bulkLabel: 'bulk.archive',
        color: 'red',
        rule: (row) => (row.state === 'closed' ? null : 'skip.open'),
        call,
      },
    ];
    expect(menuOf(table, { id: '2', state: 'closed' })).toContainEqual(['archive', 'label:actions.archive']);
    expect(menuOf(table, { id: '1', state: 'open' })).not.toContainEqual([
      'archive',
      'label:actions.archive',
    ]);
    expect(barOf(table)).toEqual([
      ['close', 'actions.close'],
      ['archive', 'bulk.archive'],
    ]);
    const archive = bulkActions(table).find((action) => action.id === 'archive');
    expect(archive?.rule({ id: '1', state: 'open' })).toBe('skip.open');
    expect(archive?.rule({ id: '2', state: 'closed' })).toBeNull();
  });

  it("adds a run's further reason to the rule on many rows, not to the menu", () => {
    const table: ActionTable<Row> = [
      { ...fixture[0]!, bulkRule: (row) => (row.id === '9' ? 'skip.nine' : null) },
    ];
    expect(menuOf(table, { id: '9', state: 'open' })).toEqual([['close', 'label:actions.close']]);
    expect(bulkActions(table)[0]?.rule({ id: '9', state: 'open' })).toBe('skip.nine');
  });

  it('shows an entry its row cannot run disabled, with the reason under it, and skips the row on many rows', () => {
    const table: ActionTable<Row> = [
      {
        id: 'close',
        label: 'actions.close',
        color: 'red',
        rule: () => null,
        disabled: (row) => (row.id === '7' ? 'hint.seven' : null),
        call,
      },
    ];
    const entry = (row: Row) => {
      const [found] = menuActions(table, row, { label, onSelect: () => {} });
      return found && { disabled: found.disabled, hint: found.hint, color: found.color };
    };
    expect(entry({ id: '7', state: 'open' })).toEqual({ disabled: true, hint: 'label:hint.seven' });
    expect(entry({ id: '1', state: 'open' })).toEqual({ color: 'red' });
    expect(bulkActions(table)[0]?.rule({ id: '7', state: 'open' })).toBe('hint.seven');
    expect(bulkActions(table)[0]?.rule({ id: '1', state: 'open' })).toBeNull();
  });

  it('puts the red actions last in the bar unless an entry says otherwise', () => {
    const remove = { id: 'remove', label: 'actions.remove', color: 'red', rule: () => null, call } as const;
    expect(barOf([remove, ...fixture]).map(([id]) => id)).toEqual(['close', 'remove']);
    expect(barOf([{ ...remove, bulkLast: false }, ...fixture]).map(([id]) => id)).toEqual([
      'remove',
      'close',
    ]);
  });

  it("makes a table from a kind's pure rule: the menu offers the rule's actions, in the keys' order", () => {
    const rule = (row: Row) => (row.state === 'open' ? (['close', 'view'] as const) : (['view'] as const));
    const table = actionTableOf<Row, 'view' | 'close'>(['close', 'view'], rule, (id) => ({
      label: `actions.${id}`,
      ...(id === 'close' && { color: 'red', call }),
    }));
    expect(menuOf(table, { id: '1', state: 'open' })).toEqual([
      ['close', 'label:actions.close'],
      ['view', 'label:actions.view'],
    ]);
    expect(menuOf(table, { id: '2', state: 'closed' })).toEqual([['view', 'label:actions.view']]);
    expect(bulkActions(table)[0]?.rule({ id: '2', state: 'closed' })).toBe('lists:bulk.notOffered');
  });
});
