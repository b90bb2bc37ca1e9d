/**
 * Saved views of a list: a name for its filters, search, sort, columns, density and page size, kept
 * in the browser per list and per user and company (`portal.views.<listId>@<email>|<company>`,
 * src/lib/user-scope.ts), so another user on the same browser never sees them. Logout keeps them:
 * they are the user's settings (src/lib/session.ts).
 *
 * Pure: reading and writing go through a Storage given by the caller, read defensively (anything
 * malformed is left out), and every change returns a new state.
 */
import type { RowDensity } from '@/lib/list-preferences';
import { scopedStorageKey, type UserScope } from '@/lib/user-scope';

/** A value of a list's search as a view keeps it (the URL's values). */
type ViewValue = string | number | boolean | string[];
export type ViewSearch = Record<string, ViewValue>;

/** What a view holds of a list. */
export type ViewState = {
  /** The list's search without the page (and without one-off params such as `action`). */
  search: ViewSearch;
  hiddenColumns: string[];
  density: RowDensity;
  pageSize?: number;
};

export type SavedView = ViewState & { id: string; name: string };

/** The user's views of one list, and the one that opens the list (a saved or a built-in view's id). */
export type ListViews = { views: SavedView[]; defaultId?: string };

const NO_VIEWS: ListViews = { views: [] };

const viewsStorageBase = (listId: string) => `portal.views.${listId}`;

/** The key of a list's views for the user and company, or null while nobody is known. */
export const viewsStorageKey = (listId: string, scope?: UserScope | null) =>
  scopedStorageKey(viewsStorageBase(listId), scope);

const field = (json: object, key: string): unknown => (key in json ? Reflect.get(json, key) : undefined);
const isRecord = (value: unknown): value is object => typeof value === 'object' && value !== null;

const viewValue = (value: unknown): ViewValue | undefined => {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
};

/** The part of a search a view keeps: known value types, no page, no one-off params. */
export const viewSearchOf = (search: Record<string, unknown>, skip: readonly string[] = []): ViewSearch => {
  const kept: ViewSearch = {};
  for (const [key, raw] of Object.entries(search)) {
    if (key === 'page' || key === 'size' || key === 'action' || skip.includes(key)) continue;
    const value = viewValue(raw);
    if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) continue;
    kept[key] = value;
  }
  return kept;
};

const parseView = (raw: unknown): SavedView | null => {
  if (!isRecord(raw)) return null;
  const id = field(raw, 'id');
  const name = field(raw, 'name');
  if (typeof id !== 'string' || typeof name !== 'string' || !name.trim()) return null;
  const search = field(raw, 'search');
  const hidden = field(raw, 'hiddenColumns');
  const pageSize = field(raw, 'pageSize');
  return {
    id,
    name,
    search: isRecord(search) ? viewSearchOf({ ...search }) : {},
    hiddenColumns: Array.isArray(hidden) ? hidden.filter((column) => typeof column === 'string') : [],
    density: field(raw, 'density') === 'compact' ? 'compact' : 'comfortable',
    pageSize:
      typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined,
  };
};

/** The views in a stored value; a malformed view is left out, malformed JSON gives none. */
export const parseListViews = (raw: string | null): ListViews => {
  let json: unknown;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    return NO_VIEWS;
  }
  if (!isRecord(json)) return NO_VIEWS;
  const list = field(json, 'views');
  const views = (Array.isArray(list) ? list : []).map(parseView).filter((view) => view !== null);
  const defaultId = field(json, 'defaultId');
  return typeof defaultId === 'string' ? { views, defaultId } : { views };
};

export const readListViews = (storage: Storage, key: string | null): ListViews => {
  if (key === null) return NO_VIEWS;
  try {
    return parseListViews(storage.getItem(key));
  } catch {
    return NO_VIEWS;
  }
};

/** Writes the views; false when the browser would not keep them (storage full or unavailable). */
export const writeListViews = (storage: Storage, key: string | null, views: ListViews): boolean => {
  if (key === null) return false;
  try {
    storage.setItem(key, JSON.stringify(views));
    return true;
  } catch {
    return false;
  }
};

/** A name as it is kept: trimmed, inner runs of spaces made one. */
const cleanViewName = (name: string) => name.trim().replace(/\s+/g, ' ');

export const MAX_VIEW_NAME = 60;

export type ViewNameProblem = 'nameRequired' | 'nameTooLong' | 'nameTaken';

/** Why a name cannot be taken (a key of the 'lists' texts under `views.`), or null. */
export const viewNameProblem = (
  views: ListViews,
  name: string,
  reservedNames: readonly string[] = [],
  except?: string,
): ViewNameProblem | null => {
  const clean = cleanViewName(name);
  if (!clean) return 'nameRequired';
  if (clean.length > MAX_VIEW_NAME) return 'nameTooLong';
  const lower = clean.toLocaleLowerCase();
  const taken =
    views.views.some((view) => view.id !== except && view.name.toLocaleLowerCase() === lower) ||
    reservedNames.some((reserved) => reserved.toLocaleLowerCase() === lower);
  return taken ? 'nameTaken' : null;
};

export const addView = (views: ListViews, view: SavedView): ListViews => ({
  ...views,
  views: [...views.views, { ...view, name: cleanViewName(view.name) }],
});

export const renameView = (views: ListViews, id: string, name: string): ListViews => ({
  ...views,
  views: views.views.map((view) => (view.id === id ? { ...view, name: cleanViewName(name) } : view)),
});

/** Removes a view; when it opened the list, the list opens as it is again. */
export const deleteView = (views: ListViews, id: string): ListViews => {
  const rest = views.views.filter((view) => view.id !== id);
  return views.defaultId === id ? { views: rest } : { ...views, views: rest };
};

/** Makes a view the one that opens the list (undefined: none). */
export const setDefaultView = (views: ListViews, id: string | undefined): ListViews =>
  id === undefined ? { views: views.views } : { ...views, defaultId: id };

const sameValue = (a: ViewValue | undefined, b: ViewValue | undefined) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')
    : a === b;

/** Whether two searches of a view name the same filters. */
const sameViewSearch = (a: ViewSearch, b: ViewSearch) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValue(a[key], b[key]));
};

/** Whether the list shows what the view holds (its filters, columns, density and page size). */
export const showsView = (state: ViewState, view: ViewState, defaultPageSize: number) =>
  sameViewSearch(state.search, view.search) &&
  sameValue([...state.hiddenColumns], [...view.hiddenColumns]) &&
  state.density === view.density &&
  (state.pageSize ?? defaultPageSize) === (view.pageSize ?? defaultPageSize);

/** What the list has now: its filter keys (search keys) and its columns. */
export type ListShape = { searchKeys: readonly string[]; columns: readonly string[] };

/**
 * A view fitted to the list as it is: a filter or column the list no longer has is left out and
 * named in `missing` (the filter's key or the column's id), so the list opens without it and says so.
 */
export const fitView = (view: ViewState, shape: ListShape): { view: ViewState; missing: string[] } => {
  const missing: string[] = [];
  const search: ViewSearch = {};
  for (const [key, value] of Object.entries(view.search)) {
    if (shape.searchKeys.includes(key)) search[key] = value;
    else missing.push(key);
  }
  const hiddenColumns = view.hiddenColumns.filter((column) => {
    const known = shape.columns.includes(column);
    if (!known) missing.push(column);
    return known;
  });
  return { view: { ...view, search, hiddenColumns }, missing };
};
