import {
  AppShell,
  Box,
  Burger,
  Group,
  Menu,
  ScrollArea,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '@/components/company-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { OfflineBanner } from '@/components/offline-banner';
import { LazyColorSchemeSwitch } from '@/components/lazy-color-scheme-switch';
import { isProduction } from '@/lib/env';
import { notify } from '@/lib/notify';
import { takeFreshSignIn } from '@/lib/session';
import { activeServicesQueryOptions, companyQueryOptions, userQueryOptions } from './api';
import { NavMenu } from './nav-menu';
import { navigation, visibleNavigation } from './navigation';
import { CompactHeaderMenu } from './compact-header-menu';
import { PaletteLauncher } from './palette/palette-launcher';
import { UserGreeting } from './user-greeting';

export const DashboardLayout = () => {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const { data: company } = useSuspenseQuery(companyQueryOptions());
  const { data: activeServices } = useSuspenseQuery(activeServicesQueryOptions());
  const items = visibleNavigation(navigation, { activeServices, company, isProduction: isProduction() });

  useEffect(() => {
    if (takeFreshSignIn()) notify.success(t('loggedIn'), { id: 'logged-in' });
  }, [t]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <CompanyLogo logoUrl={company.logoUrl} companyName={company.name} />
            {/* A long name ends in an ellipsis on a narrow header; the whole name is its title. */}
            <Text
              fw={700}
              c="brand"
              component={Link}
              to="/dashboard/home"
              truncate="end"
              title={company.name}
            >
              {company.name}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
            <PaletteLauncher items={items} />
            {/*
              A phone's and a tablet's header keeps the search and puts the rest in one menu: side
              by side, the controls need a header wider than a tablet (768 px) to fit.
            */}
            <Box hiddenFrom="md">
              <CompactHeaderMenu
                fullName={`${user.firstName} ${user.lastName}`.trim() || user.emailAddress}
              />
            </Box>
            <Group gap="md" wrap="nowrap" visibleFrom="md">
              <LanguageSwitch />
              <LazyColorSchemeSwitch />
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  {/* Named by what it shows plus its purpose (WCAG 2.5.3, label in name). */}
                  <UnstyledButton>
                    <UserGreeting user={user} />
                    <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown mah={216}>
                  <Menu.Item component={Link} to="/user" leftSection={<IconUser size={16} />}>
                    {t('userMenu.profile')}
                  </Menu.Item>
                  <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />} c="red">
                    {t('logout')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ScrollArea>
          <NavMenu items={items} onNavigate={close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
