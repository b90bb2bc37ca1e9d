import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { Webhook } from '@generated/model/webhook';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteWebhook } from '../api';
import { useLastChosen } from '@/lib/use-last-chosen';

type Props = { webhook: Webhook | null; onClose: () => void };

/** Deletes a webhook after a confirmation ('successfully deleted' or 'unsuccessfully deleted'). */
export const DeleteWebhookDialog = ({ webhook, onClose }: Props) => {
  const { t } = useTranslation('developer');
  const remove = useDeleteWebhook();
  const shown = useLastChosen(webhook);
  return (
    <ConfirmDialog
      opened={webhook !== null}
      title={t('webhooks.deleteTitle')}
      confirmLabel={t('webhooks.delete')}
      color="red"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => webhook && remove.mutate(webhook.id, { onSettled: onClose })}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="webhooks.deleteText"
          values={{ name: shown?.name, url: shown?.url }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </ConfirmDialog>
  );
};
