import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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

/** A create button with further options behind its arrow ('new payment' or import, spec 3 §2.4). */
export const SplitButton = ({ label, onClick, onIntent, moreLabel, options }: Props) => (
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
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="filled"
          size={36}
          aria-label={moreLabel}
          style={{
            borderTopLeftRadius: 0,
            borderBottomLeftRadius: 0,
            borderLeft: '1px solid var(--mantine-color-brand-4)',
          }}
        >
          <IconChevronDown size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={216}>
        {options.map((option) => (
          <Menu.Item key={option.key} leftSection={option.icon} onClick={option.onClick}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  </Group>
);
