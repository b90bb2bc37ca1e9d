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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeDestination, isNavGroup, type NavItem } from './navigation';

const icons: Record<string, ReactNode> = {
  home: <IconHome size={18} />,
  users: <IconUsers size={18} />,
  transactions: <IconReceipt size={18} />,
  checkouts: <IconShoppingCart size={18} />,
  marketplace: <IconBuildingStore size={18} />,
  developer: <IconCode size={18} />,
  company: <IconBuilding size={18} />,
};

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);
const containsActive = (item: NavItem, pathname: string): boolean =>
  isNavGroup(item)
    ? item.children.some((child) => containsActive(child, pathname))
    : !!item.to && isWithin(pathname, item.to);

export const NavMenu = ({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeDestination(items, pathname);

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
          defaultOpened={containsActive(item, pathname)}
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
      <NavLink
        key={item.label}
        label={label}
        leftSection={leftSection}
        rightSection={rightSection}
        component={Link}
        to={item.to}
        active={!!item.to && item.to === active}
        onClick={onNavigate}
      />
    );
  };

  return <nav aria-label={t('nav.label')}>{items.map(render)}</nav>;
};
