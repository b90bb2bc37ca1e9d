import { replaceEqualDeep, useMatch, useRouter, useRouterState } from '@tanstack/react-router';
import {
  Activity,
  Component,
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { getUserScope, onUserScopeChange, userScopeId } from '@/lib/user-scope';
import { KeptPageDiscard } from './kept-page-context';

/** How many pages stay kept at once: those shown last. */
export const KEPT_PAGES = 3;

type Entry = {
  key: string;
  id: string;
  element: ReactNode;
  /** The language and the user (and company) the page was made in. */
  language: string;
  scope: string | null;
  /** The route's search the page shows, as text. */
  search: string;
  shownAt: number;
  /** Left with its unsaved input thrown away: dropped once it is away, never shown again. */
  discarded?: boolean;
};
type Failure = { error: unknown; at: number };
type Kept = { entries: Entry[]; shown: string | null; failed: ReadonlyMap<string, Failure> };

type Host = {
  /** Shows `id`'s page at `search`, or follows the search of the page shown. */
  show: (id: string, page: () => ReactNode, search: string) => void;
  hide: (id: string) => void;
  /** The error a page of `id` met after `since` (its route's showing), which its route shows. */
  failure: (id: string, since: number) => unknown;
};

const HostContext = createContext<Host | null>(null);

const scopeNow = () => userScopeId(getUserScope());

const fresh = (entry: Entry, language: string, scope: string | null) =>
  entry.language === language && entry.scope === scope && !entry.discarded;

/** Each page made gets a key of its own: one made anew replaces, never updates, the one before. */
let made = 0;

/**
 * Shows `id`'s page, made now unless it is kept as it was at this search (a page left at another
 * search is opened anew, not shown as it was and then changed); drops what is stale and what is
 * too many.
 */
const showing = (state: Kept, id: string, page: () => ReactNode, search: string, language: string): Kept => {
  if (state.shown === id && !state.entries.some((entry) => entry.id === id && entry.discarded))
    return {
      ...state,
      entries: state.entries.map((entry) => (entry.id === id ? { ...entry, search } : entry)),
    };
  const scope = scopeNow();
  const shownAt = performance.now();
  const known = state.entries.find(
    (entry) => entry.id === id && entry.search === search && fresh(entry, language, scope),
  );
  const entry: Entry = known
    ? { ...known, shownAt }
    : { key: `${id} ${(made += 1)}`, id, element: page(), language, scope, search, shownAt };
  const others = state.entries.filter((e) => e.id !== id && fresh(e, language, scope));
  const recent = new Set(
    [entry, ...others]
      .sort((a, b) => b.shownAt - a.shownAt)
      .slice(0, KEPT_PAGES)
      .map((e) => e.key),
  );
  // The order of the entries stays (a new one comes last), so no kept page moves in the document.
  const entries = state.entries.flatMap((e) => (e.id !== id ? [e] : known ? [entry] : []));
  return {
    ...state,
    shown: id,
    entries: (known ? entries : [...entries, entry]).filter((e) => recent.has(e.key)),
  };
};

/**
 * The list pages a user left for one of their records, kept as they were, so that going back
 * paints them at once with their rows, scroll position, selection and search (React's
 * `<Activity>`): no render of the page. A kept page's effects stop while it is away (no refresh,
 * no timers, no subscriptions) and start again on its return, when its queries refresh in the
 * background as on a first showing.
 *
 * A route shows such a page through `keptPage()`: the route's component registers the page here
 * and renders nothing itself; the page renders in this host, after the outlet. Away, a page's
 * elements are out of the document (in a container of their own), so nothing on the next page
 * meets them. The pages shown last are kept (`KEPT_PAGES`); one made in another language or for
 * another user or company is dropped, and one is made anew when its route shows again at another
 * search than it was left at (the user opened the list afresh, through the navigation, say). A page
 * left with 'Leave' on 'Leave without saving?' is dropped (`KeptPageDiscard`): Back makes it anew,
 * without the form whose input the question said would be lost.
 */
export const KeptPages = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const scope = useSyncExternalStore(onUserScopeChange, scopeNow, scopeNow);
  const [kept, setKept] = useState<Kept>({ entries: [], shown: null, failed: new Map() });
  const show = useCallback(
    (id: string, page: () => ReactNode, search: string) =>
      setKept((state) => showing(state, id, page, search, i18n.language)),
    [i18n],
  );
  const hide = useCallback(
    (id: string) =>
      setKept((state) =>
        state.shown === id
          ? { ...state, shown: null, entries: state.entries.filter((entry) => !entry.discarded) }
          : state,
      ),
    [],
  );
  const discard = useCallback(
    (key: string) =>
      setKept((state) => ({
        ...state,
        entries: state.entries.map((entry) => (entry.key === key ? { ...entry, discarded: true } : entry)),
      })),
    [],
  );
  const fail = useCallback(
    (id: string, error: unknown) =>
      setKept((state) => ({
        shown: state.shown === id ? null : state.shown,
        entries: state.entries.filter((entry) => entry.id !== id),
        failed: new Map(state.failed).set(id, { error, at: performance.now() }),
      })),
    [],
  );
  const { failed } = kept;
  const host = useMemo<Host>(
    () => ({
      show,
      hide,
      failure: (id, since) => {
        const failure = failed.get(id);
        return failure && failure.at > since ? failure.error : undefined;
      },
    }),
    [show, hide, failed],
  );
  return (
    <HostContext value={host}>
      {children}
      {kept.entries.map(
        (entry) =>
          (entry.id === kept.shown || fresh(entry, i18n.language, scope)) && (
            <KeptSlot
              key={entry.key}
              visible={entry.id === kept.shown}
              onError={(e) => fail(entry.id, e)}
              onDiscard={discard}
              entryKey={entry.key}
            >
              {entry.element}
            </KeptSlot>
          ),
      )}
    </HostContext>
  );
};

/**
 * A kept page in a container of its own, in the document only while it shows. The container is
 * put in place (by the anchor's ref) before the page's own layout effects run on its return, so
 * they measure the page where it stands.
 */
const KeptSlot = ({
  visible,
  onError,
  onDiscard,
  entryKey,
  children,
}: {
  visible: boolean;
  onError: (error: unknown) => void;
  onDiscard: (key: string) => void;
  entryKey: string;
  children: ReactNode;
}) => {
  const [container] = useState(() => document.createElement('div'));
  const discard = useCallback(() => onDiscard(entryKey), [onDiscard, entryKey]);
  const attach = useCallback(
    (anchor: HTMLDivElement | null) => {
      if (!anchor) return;
      anchor.append(container);
      return () => container.remove();
    },
    [container],
  );
  return (
    <>
      {visible && <div ref={attach} style={{ display: 'contents' }} />}
      {createPortal(
        <Activity mode={visible ? 'visible' : 'hidden'}>
          <KeptPageDiscard value={discard}>
            <KeptBoundary onError={onError}>{children}</KeptBoundary>
          </KeptPageDiscard>
        </Activity>,
        container,
      )}
    </>
  );
};

/** A kept page's error goes back to its route, whose error screen shows it as for any page. */
class KeptBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A route's component that shows `Page` kept (see KeptPages). Outside a host (a page rendered on
 * its own) it renders the page in place.
 */
export const keptPage = (Page: ComponentType) =>
  function KeptPageRoute() {
    const host = use(HostContext);
    // The route's id, read once: the placeholder may render once more as its route is left.
    const matched = useMatch({ strict: false, shouldThrow: false, select: (match) => match.routeId });
    const [id] = useState(() => matched ?? '');
    const [since] = useState(() => performance.now());
    const search = useMatch({
      strict: false,
      shouldThrow: false,
      select: (match) => JSON.stringify(match.search),
    });
    const show = host?.show;
    const hide = host?.hide;
    useLayoutEffect(() => {
      if (show && search !== undefined) show(id, () => <Page />, search);
    }, [id, show, search]);
    useLayoutEffect(() => {
      if (hide) return () => hide(id);
    }, [id, hide]);
    const failure = host?.failure(id, since);
    if (failure !== undefined) throw failure;
    return host ? null : <Page />;
  };

/**
 * A route's search, for a page that may be kept. Leaving the route does not change it (the page,
 * put away, keeps the search it had), and a return by Back, which parses the same search anew,
 * gives the same object: neither renders the page again. (`useSearch` gives the type only.)
 */
export const useKeptSearch = <T,>(route: {
  id: string;
  useSearch: (opts: { shouldThrow: false }) => T | undefined;
}): T => {
  const router = useRouter();
  const store = router.stores.getMatchStore(route.id);
  const [keep] = useState(() => {
    let last: T | undefined;
    return (match: { search: T } | undefined) => {
      if (match) last = replaceEqualDeep(last, match.search);
      return last;
    };
  });
  // Renders again when the search kept changes, and only then (the route's match is in the
  // router's state, or none).
  useRouterState({ select: () => keep(store.get()) });
  const search = keep(store.get());
  // The page's first render is on its route, so it has a search from then on.
  if (search === undefined) throw new Error('A kept page rendered before its route matched.');
  return search;
};
