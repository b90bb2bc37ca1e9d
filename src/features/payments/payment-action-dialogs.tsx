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

type DialogProps = { payment: Payment; opened: boolean; onClose: () => void };

/** An action that only asks before it runs: its texts ('donation', 'refund', 'reminder') and call. */
const confirmed = (texts: 'donation' | 'refund' | 'reminder', useAction: typeof useMarkAsDonation) =>
  function ConfirmedAction({ payment, opened, onClose }: DialogProps) {
    const { t } = useTranslation('payments');
    const mutation = useAction();
    return (
      <ConfirmDialog
        opened={opened}
        onClose={onClose}
        title={t(`${texts}.title`)}
        confirmLabel={t(`${texts}.submit`)}
        loading={mutation.isPending}
        onConfirm={() => !mutation.isPending && mutation.mutate(payment, { onSuccess: onClose })}
      >
        <PaymentSummary payment={payment} />
        <Text size="sm">{t(`${texts}.text`, { email: payment.debitor?.emailAddress ?? '' })}</Text>
      </ConfirmDialog>
    );
  };

const dialogs = {
  cancel: CancelPaymentDialog,
  invoiceNotice: InvoiceNoticeDialog,
  verify: VerifyPaymentDialog,
  markAsDonation: confirmed('donation', useMarkAsDonation),
  completeRefund: confirmed('refund', useCompleteRefund),
  sendReminder: confirmed('reminder', useSendReminder),
  events: PaymentEventsDialog,
} satisfies Record<DialogAction, (props: DialogProps) => React.ReactNode>;

/** The dialog of the action chosen in a payment's menu; one at a time. */
export const PaymentActionDialogs = ({ open, onClose }: { open: OpenDialog; onClose: () => void }) => {
  if (!open) return null;
  const Dialog = dialogs[open.action];
  // Keyed by payment and action, so each opening starts with a fresh form.
  return <Dialog key={`${open.action}-${open.payment.id}`} payment={open.payment} opened onClose={onClose} />;
};
