import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDotsVertical, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/languages';

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];
const isScheme = (value: string | null): value is MantineColorScheme =>
  schemes.some((scheme) => scheme === value);

/**
 * The header's controls on a phone, in one menu: the user's profile, the language, the colour
 * scheme and logging out, which wider screens show side by side (the header of dashboard-layout).
 * The language and the scheme are radio items that say which one is current.
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
        <Menu.RadioGroup value={currentLanguage} onChange={(language) => void i18n.changeLanguage(language)}>
          {languages.map((language) => (
            <Menu.RadioItem key={language} value={language} lang={language}>
              {t(`language.${language}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Label>{t('colorScheme.label')}</Menu.Label>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(scheme) => isScheme(scheme) && setColorScheme(scheme)}
        >
          {schemes.map((scheme) => (
            <Menu.RadioItem key={scheme} value={scheme}>
              {t(`colorScheme.${scheme}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />} c="red">
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
