import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { AgentClient } from '@generated/model/agentClient';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLastChosen } from '@/lib/use-last-chosen';
import { useRemoveAgentClient } from './api';

type Props = { client: AgentClient | null; onClose: () => void };

/** Asks before a client company is removed from the connected accounts. */
export const RemoveClientDialog = ({ client, onClose }: Props) => {
  const { t } = useTranslation('agent');
  const remove = useRemoveAgentClient();
  const shown = useLastChosen(client);
  return (
    <ConfirmDialog
      opened={client !== null}
      title={t('remove.title')}
      confirmLabel={t('remove.confirm')}
      color="red"
      loading={remove.isPending}
      onClose={onClose}
      // A failure says so in its alert and closes too: the list shows what is left.
      onConfirm={() => client && remove.mutate(client.id, { onSettled: onClose })}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="remove.text"
          values={{ name: shown?.name }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </ConfirmDialog>
  );
};
