import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMenuOnFirstUse } from './use-menu-on-first-use';

type Option = { key: string; label: string; icon?: ReactNode; onClick: () => void };

type Props = {
  label: string;
  onClick: () => void;
  /** The pointer is on the button: a chance to load its dialog before the click. */
  onIntent?: () => void;
  /** The accessible name of the arrow that opens the other options. */
  moreLabel: string;
  options: Option[];
};

/**
 * A create button with further options behind its arrow ('new payment' or import, spec 3 §2.4).
 * The options' menu is made on the first click of the arrow (`useMenuOnFirstUse`), as a list's
 * views menu is.
 */
export const SplitButton = ({ label, onClick, onIntent, moreLabel, options }: Props) => {
  const { armed, arm, target, menu } = useMenuOnFirstUse<HTMLButtonElement>();
  const arrow = (
    <ActionIcon
      ref={target}
      variant="filled"
      size={36}
      aria-label={moreLabel}
      aria-haspopup="menu"
      onClick={arm}
      style={{
        borderTopLeftRadius: 0,
        borderBottomLeftRadius: 0,
        borderLeft: '1px solid var(--mantine-color-brand-4)',
      }}
    >
      <IconChevronDown size={16} />
    </ActionIcon>
  );
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={onClick}
        onMouseEnter={onIntent}
        onFocus={onIntent}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {label}
      </Button>
      {armed ? (
        <Menu position="bottom-end" withinPortal {...menu}>
          <Menu.Target>{arrow}</Menu.Target>
          <Menu.Dropdown mah={216}>
            {options.map((option) => (
              <Menu.Item key={option.key} leftSection={option.icon} onClick={option.onClick}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        arrow
      )}
    </Group>
  );
};
