import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiKey } from '@generated/model/apiKey';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteApiKey } from '../api';
import { useLastChosen } from '@/lib/use-last-chosen';

type Props = { apiKey: ApiKey | null; onClose: () => void };

/** Deletes a key by its prefix after a confirmation. */
export const DeleteApiKeyDialog = ({ apiKey, onClose }: Props) => {
  const { t } = useTranslation('developer');
  const remove = useDeleteApiKey();
  const shown = useLastChosen(apiKey);
  return (
    <ConfirmDialog
      opened={apiKey !== null}
      title={t('apiKeys.deleteTitle')}
      confirmLabel={t('apiKeys.delete')}
      color="red"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => apiKey && remove.mutate(apiKey.prefix, { onSuccess: onClose })}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="apiKeys.deleteText"
          values={{ name: shown?.name, prefix: shown?.prefix }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </ConfirmDialog>
  );
};
