import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The payment import is a later issue; until then its entry says so. */
export const ImportComingSoonDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation(['payments', 'global', 'lists']);
  return (
    <Modal opened={opened} onClose={onClose} title={t('importPayments')} closeOnClickOutside={false} centered>
      <Stack gap="md" data-testid="import-coming-soon">
        <Text fw={600}>{t('global:comingSoon.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('importComingSoon')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('lists:dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
