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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeDestination, holdsDestination, isNavGroup, type NavItem } from './navigation';

const icons: Record<string, ReactNode> = {
  home: <IconHome size={18} />,
  users: <IconUsers size={18} />,
  transactions: <IconReceipt size={18} />,
  checkouts: <IconShoppingCart size={18} />,
  marketplace: <IconBuildingStore size={18} />,
  developer: <IconCode size={18} />,
  company: <IconBuilding size={18} />,
};

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
    const rightSection =
      item.badge === 'new' ? (
        <Badge size="xs" variant="light">
          {t('nav.new')}
        </Badge>
      ) : undefined;
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
    // The router's Link marks itself current on every page below its path (the checkouts overview on
    // its products); the navigation's own rule decides instead. Link still marks an exact match, which
    // that rule always agrees with.
    const current = !!item.to && item.to === active;
    return (
      <NavLink
        key={item.label}
        label={label}
        leftSection={leftSection}
        rightSection={rightSection}
        component={Link}
        to={item.to}
        activeOptions={{ exact: true, includeSearch: false }}
        active={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };

  return <nav aria-label={t('nav.label')}>{items.map(render)}</nav>;
};
