import { Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ActionIconLook } from '../../look-alikes/action-icon';
import { rowLabelFor, WithListsTranslation } from '../../row-translation';

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
  label: string;
  /**
   * The entries, or a function that makes them when the menu is first used: a table has a menu per
   * row, and its labels are not needed before.
   */
  actions?: RowAction[] | (() => RowAction[]);
  /**
   * The menu's content instead of `actions`, mounted only while the menu is open (entries that
   * first load what they depend on).
   */
  children?: ReactNode;
};

type MenuButtonProps = Omit<ComponentProps<'button'>, 'children' | 'style'> & {
  /** What the menu is for ('Actions for <label>'). */
  label: string;
};

/** The dots button of a row's menu; Menu.Target passes it the menu's props, class and ref. */
const MenuButton = ({ label, className, ...props }: MenuButtonProps) => (
  <WithListsTranslation
    render={(t) => (
      <ActionIconLook
        className={className}
        aria-label={rowLabelFor(t, 'table.actionsFor', 'label', label)}
        aria-haspopup="menu"
        {...props}
      >
        <IconDots size={18} />
      </ActionIconLook>
    )}
  />
);

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
export const RowActionMenu = ({ actions, label, children }: Props) => {
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (Array.isArray(actions) && !actions.length) return null;
  const button = (
    <MenuButton
      ref={buttonRef}
      label={label}
      onClick={used ? undefined : () => setUsed(true)}
      // The menu's own button replaces the plain one; it takes over the focus.
      autoFocus={used}
      // Mantine closes on Escape only with the focus in the dropdown. While entries still load there
      // is nothing to focus there, so the focus stays on the button: Escape closes from it too.
      onKeyDown={
        used && opened
          ? (event) => {
              if (event.key === 'Escape') setOpened(false);
            }
          : undefined
      }
    />
  );
  if (!used) return button;
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      opened={opened}
      onChange={setOpened}
      // Opens and closes at once, as the first opening does: a fade renders the menu twice more
      // on each opening and closing (its frames), on the input a user waits for.
      transitionProps={{ duration: 0 }}
      // The menu opened before its button replaced the plain one, so Mantine would return the focus
      // to a button that is gone: the button takes it back itself (Escape, a choice, a click away).
      returnFocus={false}
      onClose={() => buttonRef.current?.focus()}
    >
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown mah={216} style={{ overflowY: 'auto' }} data-testid="row-action-menu">
        {children ?? (
          <ActionMenuItems actions={typeof actions === 'function' ? actions() : (actions ?? [])} />
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
