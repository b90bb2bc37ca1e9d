import { Button, Group } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPreferencesState } from './use-list-preferences';

export type MenuColumn = { id: string; label: string };

export type ColumnMenuProps = { columns: MenuColumn[]; preferences: ListPreferencesState };

const ColumnMenu = lazy(() => import('./column-menu'));

/**
 * The button that opens the column menu (the popover's target passes its ref and handlers); a
 * click before the menu's code arrives does nothing.
 */
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
 * checkboxes load after the list has painted.
 */
export const ColumnMenuSlot = (props: ColumnMenuProps) => (
  <Group justify="flex-end">
    <Suspense fallback={<ColumnMenuButton />}>
      <ColumnMenu {...props} />
    </Suspense>
  </Group>
);
