import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@mantine/core';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import type { actionTable } from '@/components/list';
import { DialogActions } from '@/components/dialog-actions';
import { CancelReasonFields } from './cancel-payment-dialog';
import {
  CancelPaymentSchema,
  type CancelPaymentInput,
  type CancelPaymentValues,
} from './cancel-payment-schema';
import { changeState } from './payment-action-table';

/** The bulk cancel's reasons, asked once for all payments (the cancel dialog's fields and rules). */
export const BulkCancelStep = ({
  confirmLabel,
  disabled,
  onReady,
  onCancel,
}: actionTable.BulkPrepareProps<Payment>) => {
  const { t } = useTranslation(['payments', 'lists']);
  const form = useForm<CancelPaymentInput, unknown, CancelPaymentValues>({
    resolver: zodResolver(CancelPaymentSchema),
    defaultValues: { cancelReasonDebitor: '', cancelReasonInternal: '', sendEmailNotification: true },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) =>
    onReady((payment, signal) => changeState(payment, { state: 'CANCELLED', ...values }, signal)),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={confirmLabel}>
        <Text size="sm" mb="sm">
          {t('cancel.text')}
        </Text>
        <CancelReasonFields />
        <DialogActions mt="md">
          <Button variant="default" onClick={onCancel}>
            {t('lists:dialog.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={disabled}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
};

/** Mark as verified (paid): with or without the customer's e-mail, as the row dialog asks. */
export const BulkVerifyStep = ({ disabled, onReady, onCancel }: actionTable.BulkPrepareProps<Payment>) => {
  const { t } = useTranslation(['payments', 'lists']);
  const verify = (sendEmailNotification: boolean) =>
    onReady((payment, signal) => changeState(payment, { state: 'VERIFIED', sendEmailNotification }, signal));
  return (
    <>
      <Text size="sm">{t('verify.text')}</Text>
      <DialogActions gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('lists:dialog.cancel')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconCheck size={16} />}
          disabled={disabled}
          onClick={() => verify(false)}
        >
          {t('verify.only verify')}
        </Button>
        <Button leftSection={<IconMailForward size={16} />} disabled={disabled} onClick={() => verify(true)}>
          {t('verify.verify and send e-mail')}
        </Button>
      </DialogActions>
    </>
  );
};
