/**
 * What a user set on a list, kept in the browser per list (a stable id such as 'payments'): the
 * columns they hid, the row density and the page size. Stored as JSON and read back defensively:
 * a column the list no longer has, a size it no longer offers or anything malformed falls back to
 * the defaults. The URL still wins when it names a page size. Cleared at logout with the rest of
 * the user's storage (src/lib/session.ts).
 */
import { scopedStorageKey } from './user-scope';

export type RowDensity = 'comfortable' | 'compact';

export type ListPreferences = {
  hiddenColumns: string[];
  density: RowDensity;
  pageSize?: number;
};

export const DEFAULT_LIST_PREFERENCES: ListPreferences = { hiddenColumns: [], density: 'comfortable' };

/** Filed under the signed-in user and company (src/lib/user-scope.ts) once the dashboard knows them. */
export const listPreferencesKey = (listId: string) =>
  scopedStorageKey(`portal.list.${listId}`) ?? `portal.list.${listId}`;

const field = (json: object, key: string): unknown => (key in json ? Reflect.get(json, key) : undefined);

/** The preferences in a stored value; anything unknown or malformed is left at its default. */
export const parseListPreferences = (raw: string | null): ListPreferences => {
  let json: unknown;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    json = null;
  }
  if (typeof json !== 'object' || json === null) return DEFAULT_LIST_PREFERENCES;
  const hidden = field(json, 'hiddenColumns');
  const density = field(json, 'density');
  const pageSize = field(json, 'pageSize');
  return {
    hiddenColumns: Array.isArray(hidden) ? hidden.filter((id): id is string => typeof id === 'string') : [],
    density: density === 'compact' ? 'compact' : 'comfortable',
    pageSize:
      typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined,
  };
};

/**
 * The columns to hide of those the list has now (`hideable`: its columns the user may hide, in
 * order). Never all of them: if every one would be hidden, the first stays shown.
 */
export const hiddenColumnsOf = (preferences: ListPreferences, hideable: readonly string[]): string[] => {
  const hidden = preferences.hiddenColumns.filter((id) => hideable.includes(id));
  return hidden.length >= hideable.length ? hidden.filter((id) => id !== hideable[0]) : hidden;
};

/** Shows or hides a column; the last shown column cannot be hidden. */
export const withColumnShown = (
  preferences: ListPreferences,
  hideable: readonly string[],
  column: string,
  shown: boolean,
): ListPreferences => {
  const others = hiddenColumnsOf(preferences, hideable).filter((id) => id !== column);
  if (shown) return { ...preferences, hiddenColumns: others };
  if (others.length + 1 >= hideable.length) return preferences;
  return { ...preferences, hiddenColumns: [...others, column] };
};

/**
 * The page size to show: the URL's when it names one, else the kept one if the list offers it,
 * else the list's default.
 */
export const effectivePageSize = ({
  urlSize,
  kept,
  pageSizes,
  defaultSize,
}: {
  urlSize: number | undefined;
  kept: number | undefined;
  pageSizes: readonly number[];
  defaultSize: number;
}): number => urlSize ?? (kept !== undefined && pageSizes.includes(kept) ? kept : defaultSize);

export const readListPreferences = (listId: string): ListPreferences => {
  try {
    return parseListPreferences(localStorage.getItem(listPreferencesKey(listId)));
  } catch {
    return DEFAULT_LIST_PREFERENCES;
  }
};

export const writeListPreferences = (listId: string, preferences: ListPreferences) => {
  try {
    localStorage.setItem(listPreferencesKey(listId), JSON.stringify(preferences));
  } catch {
    // Storage full or unavailable: the preference holds for this visit only.
  }
};
