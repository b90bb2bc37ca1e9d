import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDotsVertical, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/languages';

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];
const check = <IconCheck size={16} aria-hidden />;

/**
 * The header's controls on a phone, in one menu: the user's profile, the language, the colour
 * scheme and logging out, which wider screens show side by side (the header of dashboard-layout).
 * Each choice is a menu item that says which one is current.
 */
export const CompactHeaderMenu = ({ fullName }: { fullName: string }) => {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const currentLanguage = languages.find((language) => language === i18n.resolvedLanguage) ?? 'en';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('header.menu')}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown data-testid="compact-header-menu">
        <Menu.Label>{fullName}</Menu.Label>
        <Menu.Item component={Link} to="/user" leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('language.label')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-checked={language === currentLanguage}
            role="menuitemradio"
            rightSection={language === currentLanguage ? check : undefined}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{t('colorScheme.label')}</Menu.Label>
        {schemes.map((scheme) => (
          <Menu.Item
            key={scheme}
            aria-checked={scheme === colorScheme}
            role="menuitemradio"
            rightSection={scheme === colorScheme ? check : undefined}
            onClick={() => setColorScheme(scheme)}
          >
            {t(`colorScheme.${scheme}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />} c="red">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
