import { Alert, Button, Modal, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { PaymentSummary } from './payment-summary';
import { DialogActions } from '@/components/dialog-actions';

type Props = { payment: Payment; opened: boolean; onClose: () => void };

/** Shown instead of the cancel dialog for a payment that belongs to an invoice (spec 3 §4). */
export const InvoiceNoticeDialog = ({ payment, opened, onClose }: Props) => {
  const { t } = useTranslation('payments');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invoiceNotice.title')}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <PaymentSummary payment={payment} />
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} data-testid="invoice-notice">
          {t('invoiceNotice.text')}
        </Alert>
        <DialogActions>
          <Button onClick={onClose} data-autofocus>
            {t('invoiceNotice.ok')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
