import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  onNew: () => void;
  onImport: () => void;
  /** The pointer is on the button: a chance to load the dialog before the click. */
  onIntent?: () => void;
};

/** The split button: 'new payment', with importing payment requests as the extra option. */
export const NewPaymentButton = ({ onNew, onImport, onIntent }: Props) => {
  const { t } = useTranslation('payments');
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={onNew}
        onMouseEnter={onIntent}
        onFocus={onIntent}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {t('new payment')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="filled"
            size={36}
            aria-label={t('moreCreateOptions')}
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
          <Menu.Item leftSection={<IconFileImport size={16} />} onClick={onImport}>
            {t('importPayments')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
};
