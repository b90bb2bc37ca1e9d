import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useCompleteRefund, useMarkAsDonation, useSendReminder } from './api';
import { CancelPaymentDialog } from './cancel-payment-dialog';
import { InvoiceNoticeDialog } from './invoice-notice-dialog';
import { PaymentEventsDialog } from './payment-events-dialog';
import { PaymentSummary } from './payment-summary';
import { VerifyPaymentDialog } from './verify-payment-dialog';

export type DialogAction =
  'cancel' | 'invoiceNotice' | 'verify' | 'markAsDonation' | 'completeRefund' | 'sendReminder' | 'events';

export type OpenDialog = { action: DialogAction; payment: Payment } | null;

type ConfirmProps = { payment: Payment; opened: boolean; onClose: () => void };

const useConfirmed = (useAction: typeof useMarkAsDonation, payment: Payment, onClose: () => void) => {
  const mutation = useAction();
  return {
    loading: mutation.isPending,
    onConfirm: () => !mutation.isPending && mutation.mutate({ id: payment.id }, { onSuccess: onClose }),
  };
};

const DonationDialog = ({ payment, opened, onClose }: ConfirmProps) => {
  const { t } = useTranslation('payments');
  const action = useConfirmed(useMarkAsDonation, payment, onClose);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('donation.title')}
      confirmLabel={t('donation.submit')}
      {...action}
    >
      <PaymentSummary payment={payment} />
      <Text size="sm">{t('donation.text')}</Text>
    </ConfirmDialog>
  );
};

const RefundDialog = ({ payment, opened, onClose }: ConfirmProps) => {
  const { t } = useTranslation('payments');
  const action = useConfirmed(useCompleteRefund, payment, onClose);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('refund.title')}
      confirmLabel={t('refund.submit')}
      {...action}
    >
      <PaymentSummary payment={payment} />
      <Text size="sm">{t('refund.text')}</Text>
    </ConfirmDialog>
  );
};

const ReminderDialog = ({ payment, opened, onClose }: ConfirmProps) => {
  const { t } = useTranslation('payments');
  const action = useConfirmed(useSendReminder, payment, onClose);
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('reminder.title')}
      confirmLabel={t('reminder.submit')}
      {...action}
    >
      <PaymentSummary payment={payment} />
      <Text size="sm">{t('reminder.text', { email: payment.debitor?.emailAddress ?? '' })}</Text>
    </ConfirmDialog>
  );
};

const dialogs = {
  cancel: CancelPaymentDialog,
  invoiceNotice: InvoiceNoticeDialog,
  verify: VerifyPaymentDialog,
  markAsDonation: DonationDialog,
  completeRefund: RefundDialog,
  sendReminder: ReminderDialog,
  events: PaymentEventsDialog,
} satisfies Record<DialogAction, (props: ConfirmProps) => React.ReactNode>;

/** The dialog of the action chosen in a payment's menu; one at a time. */
export const PaymentActionDialogs = ({ open, onClose }: { open: OpenDialog; onClose: () => void }) => {
  if (!open) return null;
  const Dialog = dialogs[open.action];
  // Keyed by payment and action, so each opening starts with a fresh form.
  return <Dialog key={`${open.action}-${open.payment.id}`} payment={open.payment} opened onClose={onClose} />;
};
