import { Badge, NavLink } from '@mantine/core';
import {
  IconBuilding,
  IconCode,
  IconExternalLink,
  IconHome,
  IconBuildingStore,
  IconReceipt,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import { useLocation, useRouter } from '@tanstack/react-router';
import {
  createContext,
  forwardRef,
  memo,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  activeDestination,
  holdsDestination,
  isNavGroup,
  type NavGroup,
  type NavItem,
  type NavLeaf,
} from './navigation';

const icons: Record<string, ReactNode> = {
  home: <IconHome size={18} />,
  users: <IconUsers size={18} />,
  transactions: <IconReceipt size={18} />,
  checkouts: <IconShoppingCart size={18} />,
  marketplace: <IconBuildingStore size={18} />,
  developer: <IconCode size={18} />,
  company: <IconBuilding size={18} />,
};

type EntryProps = {
  item: NavLeaf;
  /** Where the entry leads. */
  to: string;
  label: string;
  /** The 'new' badge's text, for an entry that has one. */
  newLabel?: string;
  current: boolean;
  onNavigate?: () => void;
};

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/** How long the pointer rests on an entry before its page's code and data load (as the router's Link). */
const PRELOAD_DELAY_MS = 50;

/**
 * Goes to an entry's page: the menu's own (NavMenu), which shows the entry as current at once and
 * navigates after that frame is painted.
 */
const GoContext = createContext<(to: string) => void>(() => undefined);

/**
 * An entry's link: the router's navigation and its preload on intent (pointer resting, focus),
 * without the router Link's own reading of the location: a Link works out its address and whether
 * it is current on every change of the address (a list's search, its page), for each of the
 * navigation's entries; here the navigation's rule says which is current, once.
 */
const NavAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(
  ({ to, onClick, onMouseEnter, onMouseLeave, onFocus, ...props }, ref) => {
    const router = useRouter();
    const go = use(GoContext);
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    // Offline, a page's code cannot arrive, and Chromium keeps a failed module fetch failed for the
    // page's life: a preload then would break the page once the connection is back.
    const preload = () => {
      if (navigator.onLine) void router.preloadRoute({ to }).catch(() => undefined);
    };
    return (
      <a
        ref={ref}
        href={to}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          // A new tab or window (a modifier, the middle button) is the browser's to open.
          const plain =
            event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
          if (event.defaultPrevented || !plain) return;
          event.preventDefault();
          go(to);
        }}
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          timer.current = setTimeout(preload, PRELOAD_DELAY_MS);
        }}
        onMouseLeave={(event) => {
          onMouseLeave?.(event);
          clearTimeout(timer.current);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          preload();
        }}
      />
    );
  },
);
NavAnchor.displayName = 'NavAnchor';

/**
 * An entry of the app: on a route change only the entries whose `current` changes render again
 * (the navigation's entries are Mantine NavLinks around NavAnchor).
 */
const NavEntry = memo(({ item, to, label, newLabel, current, onNavigate }: EntryProps) => (
  // The navigation's own rule says which entry is current (a detail page's list entry too).
  <NavLink
    label={label}
    leftSection={item.icon ? icons[item.icon] : undefined}
    rightSection={
      newLabel ? (
        <Badge size="xs" variant="light">
          {newLabel}
        </Badge>
      ) : undefined
    }
    component={NavAnchor}
    to={to}
    active={current}
    aria-current={current ? 'page' : undefined}
    onClick={onNavigate}
  />
));
NavEntry.displayName = 'NavEntry';

type GroupProps = {
  item: NavGroup;
  /** The page shown, when it is one of this group's entries; otherwise undefined. */
  current: string | undefined;
  opened: boolean;
  onToggle: (label: string, opened: boolean) => void;
  renderItem: (item: NavItem, current: string | undefined) => ReactNode;
};

/**
 * A group: on a route change it renders again only when the page left or reached is one of its
 * entries, or when it opens or closes.
 */
const NavGroupEntry = memo(({ item, current, opened, onToggle, renderItem }: GroupProps) => {
  const { t } = useTranslation();
  return (
    <NavLink
      label={t(item.label)}
      leftSection={item.icon ? icons[item.icon] : undefined}
      opened={opened}
      onChange={(next) => onToggle(item.label, next)}
      childrenOffset={28}
    >
      {item.children.map((child) => renderItem(child, current))}
    </NavLink>
  );
});
NavGroupEntry.displayName = 'NavGroupEntry';

/**
 * The entries of the app and their groups.
 *
 * A click on an entry shows it as current in the frame that answers the click, and the router
 * renders the page it leads to after that frame is painted. The router renders a page in the task
 * that changed the address (its state is an external store, which React renders at once, also in
 * a transition), so without that step the click's answer on screen would wait for the whole page.
 */
export const NavMenu = ({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const router = useRouter();
  // Only the path: a list's search or page changes nothing here.
  const pathname = useLocation({ select: (location) => location.pathname });
  // The entry clicked whose page is yet to be rendered.
  const [going, setGoing] = useState<string>();
  const cancelGoing = useRef<() => void>(undefined);
  const go = useCallback(
    (to: string) => {
      cancelGoing.current?.();
      setGoing(to);
      cancelGoing.current = afterNextPaint(() => {
        cancelGoing.current = undefined;
        // Also where the navigation does not happen (a question about unsaved input kept the page).
        void router.navigate({ to }).finally(() => setGoing((now) => (now === to ? undefined : now)));
      });
    },
    [router],
  );
  useEffect(() => () => cancelGoing.current?.(), []);
  const active = activeDestination(items, going ?? pathname);
  // A group is open while the page shown is one of its entries (also when the palette or a link
  // led there), so the current entry is always in view; otherwise it stays as the user left it.
  // The groups' state changes only when that rule needs it, so a move within a group renders no
  // other group.
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const [shown, setShown] = useState(active);
  if (shown !== active) {
    setShown(active);
    const next = { ...openGroups };
    for (const item of items) {
      if (!isNavGroup(item)) continue;
      if (holdsDestination(item, active)) {
        if (next[item.label] === false) next[item.label] = true;
      } else if (holdsDestination(item, shown) && next[item.label] === undefined) {
        next[item.label] = true;
      }
    }
    if (items.some((item) => next[item.label] !== openGroups[item.label])) setOpenGroups(next);
  }
  const toggle = useCallback(
    (label: string, opened: boolean) => setOpenGroups((groups) => ({ ...groups, [label]: opened })),
    [],
  );

  const renderItem = useCallback(
    (item: NavItem, current: string | undefined): ReactNode => {
      if (isNavGroup(item)) {
        const held = holdsDestination(item, current) ? current : undefined;
        return (
          <NavGroupEntry
            key={item.label}
            item={item}
            current={held}
            opened={openGroups[item.label] ?? Boolean(held)}
            onToggle={toggle}
            renderItem={renderItem}
          />
        );
      }
      if (item.href) {
        return (
          <NavLink
            key={item.label}
            label={t(item.label)}
            leftSection={item.icon ? icons[item.icon] : undefined}
            rightSection={<IconExternalLink size={14} aria-hidden />}
            component="a"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
          />
        );
      }
      if (!item.to) return null;
      return (
        <NavEntry
          key={item.label}
          item={item}
          to={item.to}
          label={t(item.label)}
          newLabel={item.badge === 'new' ? t('nav.new') : undefined}
          current={!!item.to && item.to === current}
          onNavigate={onNavigate}
        />
      );
    },
    [t, openGroups, toggle, onNavigate],
  );

  return (
    <GoContext value={go}>
      <nav aria-label={t('nav.label')}>{items.map((item) => renderItem(item, active))}</nav>
    </GoContext>
  );
};
