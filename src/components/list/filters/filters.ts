/**
 * A list's filters as data: the FilterBar draws them, and the list uses their keys to tell
 * whether filters are in use ('no results for your search') and to clear them all.
 */
import type { AnyListSearch } from '@/lib/list-search';

type FilterOption<V extends string = string> = { value: V; label: string };

/** Keys of S whose values are lists of strings (a multi-select) or one string (a select). */
export type ListKeys<S> = {
  [K in keyof S]-?: NonNullable<S[K]> extends readonly string[] ? K : never;
}[keyof S] &
  string;
type TextKeys<S> = { [K in keyof S]-?: NonNullable<S[K]> extends string ? K : never }[keyof S] & string;

export type FilterDef<S extends AnyListSearch> =
  /** The search text (`search`), committed after a pause in typing. */
  | { kind: 'search'; placeholder?: string }
  /** Several values of a list (states, products), chosen in a multi-select. */
  | {
      kind: 'multi';
      key: ListKeys<S>;
      label: string;
      options: FilterOption[];
      /** Placeholder while nothing is chosen ('All states'). */
      allLabel: string;
      /** Placeholder while n values are chosen; the chips name them. */
      chosenLabel: (count: number) => string;
      /** Typing asks the server (a product picker): called with the text. */
      onSearch?: (text: string) => void;
      /**
       * At most this many options show at once, typing narrows them down (a long list of products):
       * the list then never scrolls, which keeps it operable by the keyboard alone.
       */
      limit?: number;
    }
  /** One value of a list (a type). */
  | { kind: 'select'; key: TextKeys<S>; label: string; options: FilterOption[]; allLabel: string }
  /** Start and end date (`from`, `to`). */
  | { kind: 'dates' };

/** The search-param keys the filters set. */
export const filterKeysOf = <S extends AnyListSearch>(filters: readonly FilterDef<S>[]): string[] =>
  filters.flatMap((filter) => {
    switch (filter.kind) {
      case 'search':
        return ['search'];
      case 'dates':
        return ['from', 'to'];
      default:
        return [filter.key];
    }
  });
