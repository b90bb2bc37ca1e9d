import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RowAction = {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
};

/** The menu at the end of a row; its dropdown scrolls beyond 216 px (spec 1, shared pieces). */
export const RowActionMenu = ({ actions, label }: { actions: RowAction[]; label: string }) => {
  const { t } = useTranslation('lists');
  if (!actions.length) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('table.actionsFor', { label })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={216} style={{ overflowY: 'auto' }} data-testid="row-action-menu">
        {actions.map((action) => (
          <Menu.Item
            key={action.key}
            leftSection={action.icon}
            color={action.color}
            disabled={action.disabled}
            onClick={action.onClick}
            data-action={action.key}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
