import { describe, expect, it } from 'vitest';
import { parseViewFragment, viewFragment } from './view-link';
import {
  addView,
  deleteView,
  fitView,
  parseListViews,
  readListViews,
  renameView,
  setDefaultView,
  showsView,
  viewNameProblem,
  viewSearchOf,
  viewsStorageKey,
  writeListViews,
  type SavedView,
} from './view-store';

const anna = { email: 'anna@example.com', companyId: 'c1' };
const ben = { email: 'ben@example.com', companyId: 'c1' };

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

const failed: SavedView = {
  id: 'v1',
  name: 'Failed',
  search: { states: ['ERROR', 'CHARGED_BACK'] },
  hiddenColumns: ['purpose'],
  density: 'compact',
  pageSize: 30,
};

describe('the view store', () => {
  it('files views per list, user and company', () => {
    expect(viewsStorageKey('payments', anna)).toBe('portal.views.payments@anna@example.com|c1');
    expect(viewsStorageKey('payments', ben)).not.toBe(viewsStorageKey('payments', anna));
    expect(viewsStorageKey('payments', { ...anna, companyId: 'c2' })).not.toBe(
      viewsStorageKey('payments', anna),
    );
    expect(viewsStorageKey('payments', null)).toBeNull();
  });

  it("keeps one user's views from another on the same browser", () => {
    const storage = memoryStorage();
    writeListViews(storage, viewsStorageKey('payments', anna), addView({ views: [] }, failed));
    expect(readListViews(storage, viewsStorageKey('payments', anna)).views).toEqual([failed]);
    expect(readListViews(storage, viewsStorageKey('payments', ben)).views).toEqual([]);
    expect(readListViews(storage, viewsStorageKey('invoices', anna)).views).toEqual([]);
  });

  it('keeps nothing while nobody is known', () => {
    const storage = memoryStorage();
    expect(writeListViews(storage, null, { views: [failed] })).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('reads malformed storage defensively', () => {
    expect(parseListViews('not json')).toEqual({ views: [] });
    expect(parseListViews('[1,2]')).toEqual({ views: [] });
    const stored = JSON.stringify({
      views: [
        failed,
        { id: 'x' },
        { id: 'y', name: '  ' },
        { id: 'z', name: 'Odd', search: { a: { b: 1 } }, density: 'x' },
      ],
      defaultId: 'v1',
    });
    expect(parseListViews(stored)).toEqual({
      views: [
        failed,
        { id: 'z', name: 'Odd', search: {}, hiddenColumns: [], density: 'comfortable', pageSize: undefined },
      ],
      defaultId: 'v1',
    });
  });

  it('renames, deletes and makes a view the default; deleting the default opens the list plainly', () => {
    let views = addView({ views: [] }, failed);
    views = renameView(views, 'v1', '  Went   wrong ');
    expect(views.views[0]?.name).toBe('Went wrong');
    views = setDefaultView(views, 'v1');
    expect(views.defaultId).toBe('v1');
    expect(setDefaultView(views, undefined).defaultId).toBeUndefined();
    expect(deleteView(views, 'v1')).toEqual({ views: [] });
  });

  it('names what is wrong with a name', () => {
    const views = addView({ views: [] }, failed);
    expect(viewNameProblem(views, '   ')).toBe('nameRequired');
    expect(viewNameProblem(views, 'x'.repeat(61))).toBe('nameTooLong');
    expect(viewNameProblem(views, 'failed')).toBe('nameTaken');
    expect(viewNameProblem(views, 'Overdue', ['Overdue'])).toBe('nameTaken');
    expect(viewNameProblem(views, 'Failed', [], 'v1')).toBeNull();
    expect(viewNameProblem(views, 'Mine')).toBeNull();
  });

  it('keeps of a search what a view holds: no page, no one-off action, no empty value', () => {
    expect(
      viewSearchOf({
        page: 3,
        size: 30,
        action: 'new',
        search: 'Rent',
        states: [],
        from: '',
        to: '2026-01-01',
      }),
    ).toEqual({
      search: 'Rent',
      to: '2026-01-01',
    });
  });

  it('knows the view the list shows, whatever the order of its states', () => {
    const state = {
      search: { states: ['CHARGED_BACK', 'ERROR'] },
      hiddenColumns: ['purpose'],
      density: 'compact' as const,
      pageSize: 30,
    };
    expect(showsView(state, failed, 10)).toBe(true);
    expect(showsView({ ...state, density: 'comfortable' }, failed, 10)).toBe(false);
    expect(showsView({ ...state, search: {} }, failed, 10)).toBe(false);
    expect(showsView({ ...state, pageSize: 10 }, { ...failed, pageSize: undefined }, 10)).toBe(true);
  });

  it('opens a view without a column or filter the list no longer has, and names it', () => {
    const old = {
      ...failed,
      search: { ...failed.search, region: 'north' },
      hiddenColumns: ['purpose', 'fax'],
    };
    const { view, missing } = fitView(old, {
      searchKeys: ['search', 'states', 'from', 'to'],
      columns: ['state', 'purpose'],
    });
    expect(view.search).toEqual({ states: ['ERROR', 'CHARGED_BACK'] });
    expect(view.hiddenColumns).toEqual(['purpose']);
    expect(missing).toEqual(['region', 'fax']);
  });
});

describe('a shared view link', () => {
  it('carries the name, columns and density in its fragment', () => {
    const fragment = viewFragment({ name: 'Failed & old', hiddenColumns: ['purpose'], density: 'compact' });
    expect(fragment.startsWith('#view=')).toBe(true);
    expect(parseViewFragment(fragment)).toEqual({
      name: 'Failed & old',
      hiddenColumns: ['purpose'],
      density: 'compact',
    });
  });

  it('ignores another or a malformed fragment', () => {
    expect(parseViewFragment('#top')).toBeNull();
    expect(parseViewFragment('#view=%7Bbroken')).toBeNull();
    expect(parseViewFragment('#view=%5B1%5D')).toEqual({
      name: '',
      hiddenColumns: [],
      density: 'comfortable',
    });
  });
});
