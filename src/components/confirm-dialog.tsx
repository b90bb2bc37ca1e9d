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
  /**
   * Which button has the focus when the question opens: the action (default), or Cancel where
   * the action throws something away and Enter should not (leaving unsaved input).
   */
  focus?: 'confirm' | 'cancel';
};

/**
 * Asks before an action; does not close on a backdrop click, and not while the action runs. On a
 * phone it fills the screen, as every dialog does (app/styles/phone.css).
 */
export const ConfirmDialog = ({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  color,
  focus = 'confirm',
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
          <Button
            variant="default"
            onClick={onClose}
            disabled={loading}
            data-autofocus={focus === 'cancel' || undefined}
          >
            {t('dialog.cancel')}
          </Button>
          <Button
            color={color}
            onClick={onConfirm}
            loading={loading}
            data-autofocus={focus === 'confirm' || undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
