import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The import's name ('Import payment requests'). */
  title: string;
  /** What the import will do once it is there. */
  text: string;
};

/** An import that is a later issue (payments, instalment plans): until then its entry says so. */
export const ImportComingSoonDialog = ({ opened, onClose, title, text }: Props) => {
  const { t } = useTranslation(['global', 'lists']);
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={false} centered>
      <Stack gap="md" data-testid="import-coming-soon">
        <Text fw={600}>{t('global:comingSoon.title')}</Text>
        <Text size="sm" c="dimmed">
          {text}
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
