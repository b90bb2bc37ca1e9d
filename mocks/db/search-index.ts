/**
 * The search index of a list index (db/indexes.ts): the values of the records' search texts
 * (lower-cased, as the scan compares), each with the records holding it. A search finds the values
 * holding it (a term may sit inside a value: 'mann' finds 'Mustermann', 'MÜLLER' finds 'Müller'
 * and nothing else, as the scan) and takes their records, so it finds what the scan finds. A name
 * is held by a few hundred values, against hundreds of thousands of ids; so the values are grouped
 * by the characters they contain, and a search reads only the groups that have all of its
 * characters. Records removed or changed keep their entries here until the index is built again:
 * their stamp is old, and a search skips them.
 */

/** What the search index reads of an index entry. */
export type Searchable = {
  texts: (string | number | undefined)[];
  /** The index's stamp when the entry was last found current. */
  stamp: number;
  /** The last search that found it (entriesHolding counts its searches). */
  seen: number;
};

/** What a search reads of an index: its values, its current stamp and its entries in order. */
type SearchState<E extends Searchable> = { values: ValueIndex<E>; stamp: number; main: E[] };

/** Values of one character mask: each with its entries (a record's own value: its entry alone). */
type ValueGroup<E extends Searchable> = {
  values: string[];
  entries: (E | E[])[];
  /** The values a line each, and where each starts, made when the group is first searched. */
  joined: { text: string; starts: Int32Array } | undefined;
};

/** The values of the search texts: the records holding each, and the values by their characters. */
export type ValueIndex<E extends Searchable> = {
  /** The entries of each value records share (names, e-mail addresses, purposes). */
  shared: Map<string, E[]>;
  groups: Map<number, ValueGroup<E>>;
};

/**
 * The characters a text holds as a bit mask: a to z one bit each, the digits five bits, anything
 * else one. A value can hold a search only when its mask has every bit of the search's.
 */
export const maskOf = (text: string) => {
  let mask = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << (26 + ((code - 48) % 5));
    else mask |= 1 << 31;
  }
  return mask;
};

const addToGroup = <E extends Searchable>(index: ValueIndex<E>, value: string, entries: E | E[]) => {
  const mask = maskOf(value);
  let group = index.groups.get(mask);
  if (!group) index.groups.set(mask, (group = { values: [], entries: [], joined: undefined }));
  group.values.push(value);
  group.entries.push(entries);
  group.joined = undefined;
};

/** Adds an entry's values (`own`: the positions of its own values, see IndexSpec.ownTexts). */
export const addValues = <E extends Searchable>(index: ValueIndex<E>, entry: E, own: readonly number[]) => {
  entry.texts.forEach((text, position) => {
    if (text === undefined) return;
    const value = String(text).toLowerCase();
    if (!value) return;
    if (own.includes(position)) {
      addToGroup(index, value, entry);
      return;
    }
    const entries = index.shared.get(value);
    if (!entries) {
      const list = [entry];
      index.shared.set(value, list);
      addToGroup(index, value, list);
    } else if (entries[entries.length - 1] !== entry) entries.push(entry);
  });
};

const joinGroup = <E extends Searchable>(group: ValueGroup<E>) => {
  const starts = new Int32Array(group.values.length + 1);
  let offset = 0;
  group.values.forEach((value, index) => {
    starts[index] = offset;
    offset += value.length + 1;
  });
  starts[group.values.length] = offset;
  return { text: `${group.values.join('\n')}\n`, starts };
};

let searches = 0;

/**
 * The current entries with a search text value holding `needle` (lower-cased), each once (marked
 * `seen` with the search's number), in no order.
 */
const entriesHolding = <E extends Searchable>(state: SearchState<E>, needle: string): E[] => {
  const mask = maskOf(needle);
  const found: E[] = [];
  const search = (searches += 1);
  const take = (entry: E) => {
    if (entry.stamp !== state.stamp || entry.seen === search) return;
    entry.seen = search;
    found.push(entry);
  };
  for (const [groupMask, group] of state.values.groups) {
    if ((groupMask & mask) !== mask) continue;
    const { text, starts } = (group.joined ??= joinGroup(group));
    for (let at = text.indexOf(needle); at >= 0;) {
      let low = 0;
      let high = group.values.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if ((starts[middle] as number) <= at) low = middle;
        else high = middle - 1;
      }
      const end = starts[low + 1] as number;
      // A search with a line break may run from one value into the next: not a hit.
      if (at + needle.length >= end) {
        at = text.indexOf(needle, at + 1);
        continue;
      }
      const posted = group.entries[low];
      if (Array.isArray(posted)) posted.forEach(take);
      else if (posted) take(posted);
      at = text.indexOf(needle, end);
    }
  }
  return found;
};

/** One of the entry's search text values holds `needle` (lower-cased). */
const holds = (entry: Searchable, needle: string) =>
  entry.texts.some((text) => text !== undefined && String(text).toLowerCase().includes(needle));

/**
 * The current entries that have, for every needle, a search text value holding it, in the index's
 * order (`main`, sorted by `order`): those of the longest needle from the index, tested for the
 * others.
 */
export const entriesHoldingAll = <E extends Searchable>(
  state: SearchState<E>,
  needles: string[],
  order: (a: E, b: E) => number,
): E[] => {
  const [longest, ...others] = needles.toSorted((a, b) => b.length - a.length);
  if (longest === undefined) return state.main;
  let found = entriesHolding(state, longest);
  for (const needle of others) {
    if (found.length <= 2_000) found = found.filter((entry) => holds(entry, needle));
    else {
      const holding = new Set(entriesHolding(state, needle));
      found = found.filter((entry) => holding.has(entry));
    }
  }
  // Few: sorted; many: the index's order read through.
  if (found.length * 16 < state.main.length) return found.sort(order);
  const search = (searches += 1);
  for (const entry of found) entry.seen = search;
  return state.main.filter((entry) => entry.seen === search);
};
