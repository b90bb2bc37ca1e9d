import { describe, expect, it } from 'vitest';
import { addValues, entriesHoldingAll, type Searchable, type ValueIndex } from './search-index';

describe('the search index', () => {
  it('finds the values holding a search, in any case, never across two values', () => {
    const entry = (texts: Searchable['texts']): Searchable => ({ texts, stamp: 1, seen: 0 });
    // 'a b' and 'b a' hold the same characters: one group, joined a line each.
    const [first, second] = [entry(['A B', 'x 1']), entry(['b a'])];
    const main = [first, second];
    const values: ValueIndex<Searchable> = { shared: new Map(), groups: new Map() };
    for (const added of main) addValues(values, added, []);
    const search = (...needles: string[]) =>
      entriesHoldingAll({ values, stamp: 1, main }, needles, (a, b) => main.indexOf(a) - main.indexOf(b));
    expect(search('b')).toEqual([first, second]);
    expect(search('a b')).toEqual([first]);
    expect(search('a b', '1')).toEqual([first]);
    expect(search('b a', '1')).toEqual([]);
    expect(search('b\nb')).toEqual([]);
  });
});
