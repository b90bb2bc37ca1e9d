import { Button, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  color?: string;
};

/** Asks before an action; does not close on a backdrop click, and not while the action runs. */
export const ConfirmDialog = ({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  color,
}: Props) => {
  const { t } = useTranslation('lists');
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={title}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        {children}
        <DialogActions>
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('dialog.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
