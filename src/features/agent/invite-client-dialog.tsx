import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInviteAgentClient } from './api';
import { DialogActions } from '@/components/dialog-actions';

type Props = { opened: boolean; onClose: () => void };

/**
 * Creates an invitation for a new client company and shows its text to copy and send (spec 1 §2).
 * Each opening creates a new invitation.
 */
export const InviteClientDialog = ({ opened, onClose }: Props) => {
  const { t } = useTranslation('agent');
  const invite = useInviteAgentClient();
  const { mutate, reset } = invite;
  useEffect(() => {
    if (opened) mutate();
    else reset();
  }, [opened, mutate, reset]);
  const text = invite.data?.invitationText ?? '';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invite.title')}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t('invite.intro')}</Text>
        {invite.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('invite.creating')}</Text>
          </Group>
        )}
        {invite.isError && (
          <Alert color="red" variant="light" role="alert" title={t('invite.failed')}>
            <Button variant="light" color="red" size="xs" mt="xs" onClick={() => invite.mutate()}>
              {t('invite.retry')}
            </Button>
          </Alert>
        )}
        {invite.isSuccess && (
          <Textarea
            label={t('invite.text')}
            value={text}
            readOnly
            rows={7}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            {t('invite.close')}
          </Button>
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                disabled={!invite.isSuccess}
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                miw={120}
              >
                {copied ? t('invite.copied') : t('invite.copy')}
              </Button>
            )}
          </CopyButton>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
