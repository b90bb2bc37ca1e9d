import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { CheckboxField, TextareaField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useCancelPayment } from './api';
import {
  CancelPaymentSchema,
  type CancelPaymentInput,
  type CancelPaymentValues,
} from './cancel-payment-schema';
import { PaymentSummary } from './payment-summary';

type Props = { payment: Payment; opened: boolean; onClose: () => void };

/** Cancels a payment with an external and an internal reason (PATCH /paperless/{id}). */
export const CancelPaymentDialog = ({ payment, opened, onClose }: Props) => {
  const { t } = useTranslation('payments');
  const cancel = useCancelPayment();
  const form = useForm<CancelPaymentInput, unknown, CancelPaymentValues>({
    resolver: zodResolver(CancelPaymentSchema),
    defaultValues: { cancelReasonDebitor: '', cancelReasonInternal: '', sendEmailNotification: true },
    mode: 'onTouched',
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('cancel.title')}
      form={form}
      pending={cancel.isPending}
      submitLabel={t('cancel.submit')}
      submitColor="red"
      onSubmit={async (values) => {
        await cancel.mutateAsync({ id: payment.id, debitorRef: payment.debitorRef, ...values });
        onClose();
      }}
    >
      <PaymentSummary payment={payment} />
      <Text size="sm">{t('cancel.text')}</Text>
      <CancelReasonFields />
    </FormDialog>
  );
};

/** The reasons and the e-mail choice of a cancel (this dialog's, and the bulk cancel's once for all). */
export const CancelReasonFields = () => {
  const { t } = useTranslation('payments');
  return (
    <>
      <TextareaField<CancelPaymentInput>
        name="cancelReasonDebitor"
        label={t('cancel.externalReason')}
        description={t('cancel.externalReasonHint')}
        withAsterisk
        rows={2}
        data-autofocus
      />
      <TextareaField<CancelPaymentInput>
        name="cancelReasonInternal"
        label={t('cancel.internalReason')}
        description={t('cancel.internalReasonHint')}
        withAsterisk
        rows={2}
      />
      <CheckboxField<CancelPaymentInput> name="sendEmailNotification" label={t('cancel.sendEmail')} />
    </>
  );
};
