import type { Customer } from '@/entities/customer/customer';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableLink } from './setup-link';
import { DialogActions } from '@/components/dialog-actions';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The customer as it is now: its setup link can be copied before anything is sent. */
  customer: Customer;
  /** The customer as the call answered it; the dialog then shows the new setup link. */
  result: Customer | undefined;
  pending: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  children: ReactNode;
};

/**
 * A dialog that sends the customer the invitation to set up the payment method and shows the
 * copyable setup link (change payment method, resend invitation). It does not close while the
 * call runs; a failure keeps it open ('error' alert).
 */
export const InvitationDialog = ({
  opened,
  onClose,
  title,
  customer,
  result,
  pending,
  confirmLabel,
  onConfirm,
  children,
}: Props) => {
  const { t } = useTranslation(['customers', 'lists']);
  const link = (result ?? customer).paymentMethodSetupLink;
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        {result ? (
          <Alert color="green" role="status">
            {t('invitation.sentTo', { email: result.emailAddress })}
          </Alert>
        ) : (
          children
        )}
        {link && (
          <CopyableLink label={t('link.setupLink')} description={t('link.setupLinkHint')} value={link} />
        )}
        <DialogActions>
          {result ? (
            <Button onClick={onClose} data-autofocus>
              {t('lists:dialog.close')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={pending}>
                {t('lists:dialog.cancel')}
              </Button>
              <Button onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
};
