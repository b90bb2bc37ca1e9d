import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { ListPreferencesState } from '../table/use-list-preferences';
import type { AnyListSearch } from '@/lib/list-search';
import { getUserScope, onUserScopeChange, userScopeId } from '@/lib/user-scope';
import { BUILT_IN_PREFIX } from './built-in-views';
import { parseViewFragment, viewFragment } from './view-link';
import {
  addView,
  deleteView,
  fitView,
  readListViews,
  renameView,
  setDefaultView,
  showsView,
  viewNameProblem,
  viewSearchOf,
  viewsStorageKey,
  writeListViews,
  type ListShape,
  type ListViews,
  type ViewState,
} from './view-store';
import type { ViewItem, ViewsMenuProps } from './views-menu';

/** A built-in view with its name in the user's language and its filters for today. */
export type ResolvedBuiltInView = { id: string; name: string; search: ViewState['search'] };

type Options = {
  listId: string;
  search: AnyListSearch;
  preferences: ListPreferencesState;
  /** The list's filter keys and columns as they are now. */
  shape: ListShape;
  builtIns: readonly ResolvedBuiltInView[];
  defaultPageSize: number;
};

type Entry = ViewItem & { state: ViewState };

const scopeSnapshot = () => userScopeId(getUserScope());

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}`);

/**
 * A list's saved views (view-store.ts) for the user and company signed in: the props of its
 * ViewsMenu, and what a list does on opening: a shared view's link sets its columns and density
 * (`#view=` fragment), and a list opened without filters opens with its default view.
 */
export const useListViews = ({
  listId,
  search,
  preferences,
  shape,
  builtIns,
  defaultPageSize,
}: Options): ViewsMenuProps => {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const router = useRouter();
  const scope = useSyncExternalStore(onUserScopeChange, scopeSnapshot, scopeSnapshot);
  const key = scope === null ? null : viewsStorageKey(listId);
  const [stored, setStored] = useState<{ key: string | null; views: ListViews }>(() => ({
    key,
    views: readListViews(localStorage, key),
  }));
  // Another user or company: their views (adjusting state while rendering, React's pattern).
  if (stored.key !== key) setStored({ key, views: readListViews(localStorage, key) });
  const views = stored.key === key ? stored.views : readListViews(localStorage, key);

  // Views saved in another tab show here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setStored({ key, views: readListViews(localStorage, key) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  const change = (next: ListViews) => {
    setStored({ key, views: next });
    if (!writeListViews(localStorage, key, next)) notify.error(t('views.notKept'));
  };

  const entries: Entry[] = useMemo(
    () => [
      ...builtIns.map((view) => ({
        id: `${BUILT_IN_PREFIX}${view.id}`,
        name: view.name,
        builtIn: true,
        state: { search: view.search, hiddenColumns: [], density: 'comfortable' as const },
      })),
      ...views.views.map((view) => ({ id: view.id, name: view.name, builtIn: false, state: view })),
    ],
    [builtIns, views],
  );

  const current: ViewState = {
    search: viewSearchOf(search),
    hiddenColumns: preferences.value.hiddenColumns.filter((id) => shape.columns.includes(id)),
    density: preferences.value.density,
    pageSize: search.size ?? defaultPageSize,
  };
  // A built-in view names filters only: it is shown whatever the columns are.
  const active = entries.find((entry) =>
    entry.builtIn
      ? showsView(
          { ...current, hiddenColumns: [], density: 'comfortable', pageSize: undefined },
          entry.state,
          0,
        )
      : // A view that names what the list no longer has is shown once the rest is.
        showsView(current, fitView(entry.state, shape).view, defaultPageSize),
  );

  const apply = (entry: Entry, replace = false) => {
    const { view, missing } = fitView(entry.state, shape);
    const keep = entry.builtIn ? preferences.value : view;
    const pageSize = view.pageSize ?? preferences.value.pageSize;
    preferences.onChange({ hiddenColumns: keep.hiddenColumns, density: keep.density, pageSize });
    void navigate({ to: '.', search: { ...view.search, size: pageSize }, replace });
    if (missing.length) notify.warning(t('views.missing', { name: entry.name, items: missing.join(', ') }));
  };

  // On opening: a shared view's columns and density, or the default view of a list opened bare.
  // A list mounted again (React's strict mode, a return) opens again.
  const opened = useRef(false);
  useEffect(
    () => () => {
      opened.current = false;
    },
    [],
  );
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const shared = parseViewFragment(window.location.hash);
    if (shared) {
      const { view, missing } = fitView({ search: {}, ...shared }, shape);
      preferences.onChange({
        ...preferences.value,
        hiddenColumns: view.hiddenColumns,
        density: view.density,
      });
      window.history.replaceState(window.history.state, '', window.location.href.split('#')[0]);
      if (missing.length)
        notify.warning(t('views.missing', { name: shared.name, items: missing.join(', ') }));
      return;
    }
    // The address now, not the search of the last render: a kept list's return is an opening
    // before it has rendered the address it returned to.
    const bare = !Object.keys(viewSearchOf(router.latestLocation.search)).length;
    const preferred = entries.find((entry) => entry.id === views.defaultId);
    if (preferred && bare) apply(preferred, true);
  });

  const names = builtIns.map((view) => view.name);
  return {
    views: entries,
    activeId: active?.id,
    defaultId: views.defaultId,
    onApply: (id) => {
      const entry = entries.find((candidate) => candidate.id === id);
      if (entry) apply(entry);
    },
    onSave: (name) => {
      change(addView(views, { ...current, id: newId(), name }));
      notify.success(t('views.saved', { name }));
    },
    onRename: (id, name) => change(renameView(views, id, name)),
    onDelete: (id) => change(deleteView(views, id)),
    onSetDefault: (id) => change(setDefaultView(views, id)),
    onShare: (id) => {
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) return;
      const { href } = router.buildLocation({
        to: '.',
        search: { ...entry.state.search, size: entry.state.pageSize },
      });
      const state = entry.builtIn ? current : entry.state;
      const link = `${window.location.origin}${href}${viewFragment({ name: entry.name, hiddenColumns: state.hiddenColumns, density: state.density })}`;
      navigator.clipboard.writeText(link).then(
        () => notify.success(t('views.linkCopied')),
        () => notify.error(t('views.linkFailed')),
      );
    },
    nameProblem: (name, except) => viewNameProblem(views, name, names, except),
  };
};
