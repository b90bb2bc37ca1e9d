import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { portalUrlQueryOptions } from './api';
import { isPreviewable } from './portal-link';
import { CopyableLink } from './setup-link';
import { DialogActions } from '@/components/dialog-actions';

type Props = { opened: boolean; onClose: () => void };

/** The address of the self-service debtor portal (GET /self-service/urls), to copy or preview. */
export const PortalLinkDialog = ({ opened, onClose }: Props) => {
  const { t } = useTranslation(['customers', 'lists']);
  const url = useQuery({ ...portalUrlQueryOptions(), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('portal.title')}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('portal.text')}</Text>
        {url.isPending && <Skeleton h={56} data-testid="portal-link-loading" />}
        {url.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('messages.customer portal link loading failed')}</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void url.refetch()}
                loading={url.isFetching}
              >
                {t('lists:table.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {url.data && <CopyableLink label={t('portal.label')} value={url.data} />}
        <DialogActions>
          {isPreviewable(url.data) && (
            <Button
              component="a"
              href={url.data}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('portal.preview')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('lists:dialog.close')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
