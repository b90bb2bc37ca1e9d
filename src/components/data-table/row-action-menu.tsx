import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowAction = {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  /** A short line under the label: why a disabled entry cannot run. */
  hint?: string;
  onClick: () => void;
};

type Props = {
  actions: RowAction[];
  label: string;
  /** Called when the menu is first opened (to load what its entries depend on). */
  onOpen?: () => void;
};

/** The entries of an action menu (a row's, or a page header's). */
export const ActionMenuItems = ({ actions }: { actions: RowAction[] }) =>
  actions.map((action) => (
    <Menu.Item
      key={action.key}
      leftSection={action.icon}
      // As text colour (the theme's readable red), not Mantine's item colour (red-6, 3.3:1).
      c={action.color}
      disabled={action.disabled}
      onClick={action.onClick}
      data-action={action.key}
      aria-label={action.hint ? action.label : undefined}
      aria-description={action.hint}
    >
      {action.label}
      {action.hint && (
        <Text size="xs" c="dimmed" aria-hidden>
          {action.hint}
        </Text>
      )}
    </Menu.Item>
  ));

/**
 * The menu at the end of a row; its dropdown scrolls beyond 216 px (spec 1, shared pieces). A
 * table has a menu per row, so the menu itself is only set up once its button is used: until then
 * the row carries a plain button, which keeps a page of rows quick to show.
 */
export const RowActionMenu = ({ actions, label, onOpen }: Props) => {
  const { t } = useTranslation('lists');
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (!actions.length) return null;
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      aria-label={t('table.actionsFor', { label })}
      aria-haspopup="menu"
      onClick={
        used
          ? undefined
          : () => {
              setUsed(true);
              onOpen?.();
            }
      }
      // The menu's own button replaces the plain one; it takes over the focus.
      autoFocus={used}
    >
      <IconDots size={18} />
    </ActionIcon>
  );
  if (!used) return button;
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      defaultOpened
      // The menu opened before its button replaced the plain one, so Mantine would return the focus
      // to a button that is gone: the button takes it back itself (Escape, a choice, a click away).
      returnFocus={false}
      onClose={() => buttonRef.current?.focus()}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown mah={216} style={{ overflowY: 'auto' }} data-testid="row-action-menu">
        <ActionMenuItems actions={actions} />
      </Menu.Dropdown>
    </Menu>
  );
};
