import { Button, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// As high as its fields, at most most of the screen (it scrolls then).
const drawerStyles = { content: { height: 'auto', maxHeight: '90dvh' } };

type Props = {
  opened: boolean;
  onClose: () => void;
  /** How many of its filters are in use. */
  active: number;
  onClear: () => void;
  /** The filters' fields. */
  children: ReactNode;
};

/**
 * A phone's filters in a drawer from the bottom. A choice applies at once, as in the bar, so
 * closing the drawer keeps it; 'Show results' closes the drawer, 'Clear filters' removes the
 * drawer's filters (the search stays, outside).
 */
const FilterDrawerPanel = ({ opened, onClose, active, onClear, children }: Props) => {
  const { t } = useTranslation('lists');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      styles={drawerStyles}
      title={t('filters.drawerTitle')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="sm" data-testid="filter-drawer">
        {children}
        <Button fullWidth mt="xs" onClick={onClose}>
          {t('filters.showResults')}
        </Button>
        <Button fullWidth variant="subtle" onClick={onClear} disabled={!active}>
          {t('filters.clearDrawer')}
        </Button>
      </Stack>
    </Drawer>
  );
};

export default FilterDrawerPanel;
