import { describe, expect, it } from 'vitest';
import {
  isSelected,
  noSelection,
  offersAllMatching,
  pageSelection,
  selectAllMatching,
  selectionCount,
  selectionScope,
  sumAmounts,
  toggleRow,
  togglePage,
  type Selection,
} from '@/components/list/shell/selection';

type Row = { id: string; amount?: number };
const page1: Row[] = [{ id: 'a', amount: 0.1 }, { id: 'b', amount: 0.2 }, { id: 'c' }];
const page2: Row[] = [
  { id: 'd', amount: 5 },
  { id: 'e', amount: 7.5 },
];

describe('list selection', () => {
  it('selects rows of a page, one by one and all at once, and shows the page as none, some or all', () => {
    let selection: Selection<Row> = noSelection();
    expect(pageSelection(selection, page1)).toBe('none');
    selection = toggleRow(selection, page1[0]!, true);
    expect(pageSelection(selection, page1)).toBe('some');
    selection = togglePage(selection, page1, true);
    expect(pageSelection(selection, page1)).toBe('all');
    expect(selectionCount(selection)).toBe(3);
    selection = togglePage(selection, page1, false);
    expect(selectionCount(selection)).toBe(0);
  });

  it('keeps the selection across pages: rows of page 1 stay selected while page 2 is ticked', () => {
    let selection = togglePage(noSelection<Row>(), page1, true);
    selection = toggleRow(selection, page2[1]!, true);
    expect(selectionCount(selection)).toBe(4);
    expect(pageSelection(selection, page1)).toBe('all');
    expect(pageSelection(selection, page2)).toBe('some');
  });

  it('offers every matching row once the whole page is selected and the total is larger', () => {
    const some = toggleRow(noSelection<Row>(), page1[0]!, true);
    expect(offersAllMatching(some, page1, 214)).toBe(false);
    const page = togglePage(noSelection<Row>(), page1, true);
    expect(offersAllMatching(page, page1, 214)).toBe(true);
    expect(offersAllMatching(page, page1, 3)).toBe(false);
    expect(offersAllMatching(selectAllMatching(214), page1, 214)).toBe(false);
  });

  it("'all matching' counts the list's total, less the rows unticked since", () => {
    let selection = selectAllMatching<Row>(214);
    expect(selectionCount(selection)).toBe(214);
    expect(isSelected(selection, 'zz')).toBe(true);
    selection = toggleRow(selection, page2[0]!, false);
    expect(selectionCount(selection)).toBe(213);
    expect(isSelected(selection, 'd')).toBe(false);
    expect(pageSelection(selection, page2)).toBe('some');
    selection = toggleRow(selection, page2[0]!, true);
    expect(selectionCount(selection)).toBe(214);
  });

  it('belongs to the filters and search: a new page or page size keeps it, a filter or search clears it', () => {
    const scope = selectionScope({ page: 1, size: 25, states: ['PENDING'] });
    expect(selectionScope({ page: 3, size: 50, states: ['PENDING'] })).toBe(scope);
    expect(selectionScope({ page: 1, size: 25, states: ['PENDING'], search: undefined })).toBe(scope);
    expect(selectionScope({ page: 1, size: 25, states: ['MANUAL'] })).not.toBe(scope);
    expect(selectionScope({ page: 1, size: 25, states: ['PENDING'], search: 'rent' })).not.toBe(scope);
  });

  it('sums the amounts in cents, and has no sum without amounts', () => {
    expect(sumAmounts([...page1, ...page2], (row) => row.amount)).toBe(12.8);
    expect(sumAmounts(page1.slice(0, 2), (row) => row.amount)).toBe(0.3);
    expect(sumAmounts([page1[2]!], (row) => row.amount)).toBeUndefined();
  });
});
