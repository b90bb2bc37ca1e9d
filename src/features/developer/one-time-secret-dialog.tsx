import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';

type Props = {
  opened: boolean;
  title: string;
  /** The field's label: 'API key', 'Signing secret'. */
  label: string;
  value: string;
  /** That it is shown only now. */
  note: string;
  onClose: () => void;
};

/**
 * A secret the backend returns once (a new API key, a webhook's signing secret): shown in full
 * with a copy button and a clear note that it will not be shown again. A click beside the dialog
 * does not close it, so the secret is not lost by accident.
 */
export const OneTimeSecretDialog = ({ opened, title, label, value, note, onClose }: Props) => {
  const { t } = useTranslation('developer');
  // The secret stays in view while the dialog closes, and is dropped once it has.
  const [shown, setShown] = useState(value);
  if (opened && value !== shown) setShown(value);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setShown('')}
      title={title}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="secret-note">
          {note}
        </Alert>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={label}
            value={shown}
            readOnly
            flex={1}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={shown}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                miw={110}
              >
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            {t('secret.done')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
