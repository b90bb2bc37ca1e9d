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

/** Finalize and send a draft corrective or cancellation invoice; closes whether it worked or not. */
const FinalizeDialog = ({ invoice, customer, opened, onClose }: DialogProps) => {
  const { t } = useTranslation('invoices');
  const mutation = useFinalizeDraft();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('finalize.title')}
      confirmLabel={t('finalize.submit')}
      loading={mutation.isPending}
      onConfirm={() => !mutation.isPending && mutation.mutate(invoice, { onSettled: onClose })}
    >
      <InvoiceSummary invoice={invoice} customer={customer} />
      <Text size="sm">{t('finalize.text')}</Text>
    </ConfirmDialog>
  );
};

const RefundDialog = ({ invoice, customer, opened, onClose }: DialogProps) => {
  const { t } = useTranslation('invoices');
  const mutation = useCompleteInvoiceRefund();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('refund.title')}
      confirmLabel={t('refund.submit')}
      loading={mutation.isPending}
      onConfirm={() => !mutation.isPending && mutation.mutate(invoice, { onSuccess: onClose })}
    >
      <InvoiceSummary invoice={invoice} customer={customer} />
      <Text size="sm">{t('refund.text')}</Text>
    </ConfirmDialog>
  );
};

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
