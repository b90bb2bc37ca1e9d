import { Box, Button, Kbd, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhenIdle } from '@/lib/use-when-idle';
import type { NavItem } from '../navigation';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { lazyDialog } from '@/components/first-use/lazy-dialog';
import { lazyPart } from '@/components/first-use/lazy-part';

// The palette loads when the browser is idle after the page has shown,
// or on first use if that comes sooner, so that keys typed right after Ctrl+K reach its field. The
// shortcut list loads on first use.
const CommandPalette = lazyPart(() => import('./command-palette').then((module) => module.CommandPalette));
/** A failed load is left for the first use to meet and report. */
const preloadPalette = CommandPalette.preload;
const ShortcutsDialog = lazyDialog(() =>
  import('../shortcuts/shortcuts-dialog').then((module) => module.ShortcutsDialog),
);

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search button, the keyboard shortcuts, and the palette and help they open. */
export const PaletteLauncher = ({ items }: { items: NavItem[] }) => {
  const { t } = useTranslation('palette');
  const [openRequest, setOpenRequest] = useState(0);
  const [help, setHelp] = useState<boolean | null>(null);
  const openPalette = () => setOpenRequest((count) => count + 1);
  useShortcuts({ items, onPalette: openPalette, onHelp: () => setHelp(true) });
  useWhenIdle(preloadPalette, 5000);
  const modifier = isApple() ? '⌘' : 'Ctrl';

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" visibleFrom="md" aria-hidden>
            {modifier} K
          </Kbd>
        }
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
        onMouseEnter={preloadPalette}
        onFocus={preloadPalette}
        px={{ base: 'xs', sm: 'md' }}
      >
        {/* Narrow headers show the icon only; the name stays (the shortcut is in aria-keyshortcuts). */}
        <Box component="span" visibleFrom="sm">
          {t('button')}
        </Box>
        <VisuallyHidden hiddenFrom="sm">{t('button')}</VisuallyHidden>
      </Button>
      {openRequest > 0 && (
        <Suspense fallback={null}>
          <CommandPalette items={items} openRequest={openRequest} />
        </Suspense>
      )}
      {help !== null && (
        <Suspense fallback={null}>
          <ShortcutsDialog opened={help} onClose={() => setHelp(false)} />
        </Suspense>
      )}
    </>
  );
};
