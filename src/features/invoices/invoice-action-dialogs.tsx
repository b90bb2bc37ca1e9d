import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useCompleteInvoiceRefund, useDeleteInvoice, useFinalizeDraft } from './api';
import { InvoiceEventsDialog } from './invoice-events-dialog';
import { InvoiceSummary } from './invoice-summary';

export type DialogAction = 'delete' | 'finalize' | 'completeRefund' | 'events';

/** The chosen action, its invoice and the customer's name as shown in the dialog. */
export type OpenDialog = { action: DialogAction; invoice: Invoice; customer: string } | null;

type DialogProps = { invoice: Invoice; customer: string; opened: boolean; onClose: () => void };

const DeleteDialog = ({ invoice, customer, opened, onClose }: DialogProps) => {
  const { t } = useTranslation('invoices');
  const mutation = useDeleteInvoice();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      confirmLabel={t('delete.submit')}
      color="red"
      loading={mutation.isPending}
      onConfirm={() => !mutation.isPending && mutation.mutate(invoice, { onSuccess: onClose })}
    >
      <Text size="sm">{t('delete.text', { customer, amount: formatMoney(invoice.total) })}</Text>
    </ConfirmDialog>
  );
};

type SummaryDialogProps = DialogProps & {
  /** Where the dialog's texts are: `<key>.title`, `<key>.submit`, `<key>.text`. */
  texts: 'finalize' | 'refund';
  mutation: {
    isPending: boolean;
    mutate: (invoice: Invoice, options: { onSettled?: () => void; onSuccess?: () => void }) => void;
  };
  /** Closes after a failure too (the alert says what went wrong). */
  closeOnFailure?: boolean;
};

/** Asks before an action on the invoice shown in its summary. */
const SummaryConfirmDialog = ({
  invoice,
  customer,
  opened,
  onClose,
  texts,
  mutation,
  closeOnFailure,
}: SummaryDialogProps) => {
  const { t } = useTranslation('invoices');
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t(`${texts}.title`)}
      confirmLabel={t(`${texts}.submit`)}
      loading={mutation.isPending}
      onConfirm={() =>
        !mutation.isPending &&
        mutation.mutate(invoice, closeOnFailure ? { onSettled: onClose } : { onSuccess: onClose })
      }
    >
      <InvoiceSummary invoice={invoice} customer={customer} />
      <Text size="sm">{t(`${texts}.text`)}</Text>
    </ConfirmDialog>
  );
};

/** Finalize and send a draft corrective or cancellation invoice; closes whether it worked or not. */
const FinalizeDialog = (props: DialogProps) => (
  <SummaryConfirmDialog {...props} texts="finalize" mutation={useFinalizeDraft()} closeOnFailure />
);

const RefundDialog = (props: DialogProps) => (
  <SummaryConfirmDialog {...props} texts="refund" mutation={useCompleteInvoiceRefund()} />
);

const dialogs = {
  delete: DeleteDialog,
  finalize: FinalizeDialog,
  completeRefund: RefundDialog,
  events: InvoiceEventsDialog,
} satisfies Record<DialogAction, (props: DialogProps) => React.ReactNode>;

/** The dialog of the action chosen in an invoice's menu; one at a time. */
export const InvoiceActionDialogs = ({ open, onClose }: { open: OpenDialog; onClose: () => void }) => {
  if (!open) return null;
  const Dialog = dialogs[open.action];
  return (
    <Dialog
      key={`${open.action}-${open.invoice.id}`}
      invoice={open.invoice}
      customer={open.customer}
      opened
      onClose={onClose}
    />
  );
};
