import { Button, Group } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { Suspense, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountAfterPaint } from '../shell/use-mount-after-paint';
import type { ListPreferencesState } from './use-list-preferences';
import { lazyPart } from '../../first-use/lazy-part';

export type MenuColumn = { id: string; label: string };

export type ColumnMenuProps = {
  columns: MenuColumn[];
  preferences: ListPreferencesState;
  /** Opens at once: the button was clicked while the menu's code was on its way. */
  defaultOpened?: boolean;
};

// Offline, the menu waits for the connection (its button stays) instead of failing the list.
const ColumnMenu = lazyPart(() => import('./column-menu').then((module) => module.default));

/** The button that opens the column menu (the popover's target passes its ref and handlers). */
export const ColumnMenuButton = (props: Omit<ComponentPropsWithRef<'button'>, 'color'>) => {
  const { t } = useTranslation('lists');
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconColumns3 size={16} aria-hidden />}
      {...props}
    >
      {t('columnMenu.button')}
    </Button>
  );
};

/**
 * Above the table, at its right: the column menu (which columns, row density). Its popover and
 * checkboxes load and mount after the list has painted (a return to a list paints its rows
 * without them); a click before they arrive opens the menu when they do.
 */
export const ColumnMenuSlot = ({ tools, ...props }: ColumnMenuProps & { tools?: ReactNode }) => {
  const [requested, setRequested] = useState(false);
  const painted = useMountAfterPaint();
  const button = <ColumnMenuButton aria-busy={requested || undefined} onClick={() => setRequested(true)} />;
  return (
    <Group justify="flex-end" gap="xs">
      {tools}
      {painted ? (
        <Suspense fallback={button}>
          <ColumnMenu {...props} defaultOpened={requested} />
        </Suspense>
      ) : (
        button
      )}
    </Group>
  );
};
