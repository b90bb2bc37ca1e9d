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
  /**
   * Instead of the secret: why it cannot be shown (the record was made by a try whose answer was
   * lost, and the secret is given only in that answer).
   */
  lost?: string;
  onClose: () => void;
};

/**
 * A secret the backend returns once (a new API key, a webhook's signing secret): shown in full
 * with a copy button and a clear note that it will not be shown again. A click beside the dialog
 * does not close it, so the secret is not lost by accident.
 */
export const OneTimeSecretDialog = ({ opened, title, label, value, note, lost, onClose }: Props) => {
  const { t } = useTranslation('developer');
  // The secret stays in view while the dialog closes, and is dropped once it has.
  const [shown, setShown] = useState({ value, lost });
  if (opened && (value !== shown.value || lost !== shown.lost)) setShown({ value, lost });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setShown({ value: '', lost: undefined })}
      title={title}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        {shown.lost ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="secret-note">
            {shown.lost}
          </Alert>
        ) : (
          <SecretField label={label} value={shown.value} note={note} />
        )}
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            {t('secret.done')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};

/** The secret, with the note that it is shown only now and a copy button. */
const SecretField = ({ label, value, note }: Pick<Props, 'label' | 'value' | 'note'>) => {
  const { t } = useTranslation('developer');
  return (
    <>
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="secret-note">
        {note}
      </Alert>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={value}
          readOnly
          flex={1}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={value}>
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
    </>
  );
};
