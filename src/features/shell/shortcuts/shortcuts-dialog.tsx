import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortcutList } from './shortcut-keys';

/** '?': every keyboard shortcut of the dashboard. */
export const ShortcutsDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation('palette');
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} size="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t('shortcuts.intro')}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shortcutList.map((shortcut) => (
            <Table.Tr key={shortcut.label}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shortcut.keys.map((key, index) => (
                    <Group key={key} gap={4} wrap="nowrap">
                      {index > 0 && (
                        <Text size="xs" c="dimmed">
                          {shortcut.together ? '+' : t('shortcuts.then')}
                        </Text>
                      )}
                      <Kbd>{key}</Kbd>
                    </Group>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(shortcut.label)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
};
