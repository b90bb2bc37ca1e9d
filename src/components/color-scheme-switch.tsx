import { Button, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const schemes: { value: MantineColorScheme; Icon: typeof IconSun }[] = [
  { value: 'light', Icon: IconSun },
  { value: 'dark', Icon: IconMoon },
  { value: 'auto', Icon: IconDeviceDesktop },
];

/**
 * Light, dark or as the system says, as three joined toggle buttons like the language switch
 * beside it; each is named for screen readers, the current one is pressed. The choice is kept
 * by Mantine's colour scheme manager (src/app/mantine-provider.tsx).
 */
const ColorSchemeSwitch = () => {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Button.Group aria-label={t('colorScheme.label')}>
      {schemes.map(({ value, Icon }) => (
        <Button
          key={value}
          size="compact-sm"
          variant={value === colorScheme ? 'filled' : 'default'}
          aria-pressed={value === colorScheme}
          aria-label={t(`colorScheme.${value}`)}
          title={t(`colorScheme.${value}`)}
          onClick={() => setColorScheme(value)}
        >
          <Icon size={14} aria-hidden />
        </Button>
      ))}
    </Button.Group>
  );
};

export default ColorSchemeSwitch;
