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
import { Link, useLocation } from '@tanstack/react-router';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeDestination, holdsDestination, isNavGroup, type NavItem, type NavLeaf } from './navigation';

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
  label: string;
  /** The 'new' badge's text, for an entry that has one. */
  newLabel?: string;
  current: boolean;
  onNavigate?: () => void;
};

/**
 * An entry of the app: on a route change only the entries whose `current` changes render again
 * (the navigation's entries are Mantine NavLinks around the router's Link).
 */
const NavEntry = memo(({ item, label, newLabel, current, onNavigate }: EntryProps) => (
  // The router's Link marks itself current on every page below its path (the checkouts overview on
  // its products); the navigation's own rule decides instead. Link still marks an exact match, which
  // that rule always agrees with.
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
    component={Link}
    to={item.to}
    activeOptions={{ exact: true, includeSearch: false }}
    active={current}
    aria-current={current ? 'page' : undefined}
    onClick={onNavigate}
  />
));
NavEntry.displayName = 'NavEntry';

export const NavMenu = ({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeDestination(items, pathname);
  // A group opens when the page shown is one of its entries (also when the palette or a link led
  // there), so the current entry is always in view; otherwise it stays as the user left it.
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const [shown, setShown] = useState(active);
  if (shown !== active) {
    setShown(active);
    const holder = items.find((item) => isNavGroup(item) && holdsDestination(item, active));
    if (holder && !openGroups[holder.label]) setOpenGroups({ ...openGroups, [holder.label]: true });
  }

  const render = (item: NavItem): ReactNode => {
    const label = t(item.label);
    const leftSection = item.icon ? icons[item.icon] : undefined;
    if (isNavGroup(item)) {
      return (
        <NavLink
          key={item.label}
          label={label}
          leftSection={leftSection}
          opened={openGroups[item.label] ?? holdsDestination(item, active)}
          onChange={(opened) => setOpenGroups((groups) => ({ ...groups, [item.label]: opened }))}
          childrenOffset={28}
        >
          {item.children.map(render)}
        </NavLink>
      );
    }
    if (item.href) {
      return (
        <NavLink
          key={item.label}
          label={label}
          leftSection={leftSection}
          rightSection={<IconExternalLink size={14} aria-hidden />}
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
        />
      );
    }
    return (
      <NavEntry
        key={item.label}
        item={item}
        label={label}
        newLabel={item.badge === 'new' ? t('nav.new') : undefined}
        current={!!item.to && item.to === active}
        onNavigate={onNavigate}
      />
    );
  };

  return <nav aria-label={t('nav.label')}>{items.map(render)}</nav>;
};
