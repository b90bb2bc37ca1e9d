import { describe, expect, it } from 'vitest';
import { currentRows, newRowCount } from './current-rows';

const row = (id: string, state = 'PENDING') => ({ id, state });

describe('rows that arrive while a list is shown', () => {
  it('counts new rows from the total', () => {
    expect(newRowCount(51_918, 51_921)).toBe(3);
    expect(newRowCount(10, 10)).toBe(0);
    // Fewer than before (a row left the filter): nothing new to offer.
    expect(newRowCount(10, 8)).toBe(0);
  });

  it('keeps the shown rows in their places and updates a changed one in place', () => {
    const shown = { key: 'p1', rows: [row('a'), row('b')], total: 2 };
    const fresh = { rows: [row('n1'), row('n2'), row('a'), row('b', 'COMPLETED')], total: 4 };
    expect(currentRows(shown, fresh)).toEqual({
      rows: [row('a'), row('b', 'COMPLETED')],
      total: 2,
      newRows: 2,
    });
  });

  it('keeps a row the fresh page no longer has as it was', () => {
    const shown = { key: 'p1', rows: [row('a'), row('b')], total: 2 };
    expect(currentRows(shown, { rows: [row('b')], total: 1 }).rows).toEqual([row('a'), row('b')]);
  });
});
