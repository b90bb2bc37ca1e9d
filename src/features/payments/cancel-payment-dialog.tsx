import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { useCancelPayment } from './api';
import { CancelPaymentSchema, type CancelPaymentValues } from './cancel-payment-schema';
import { PaymentSummary } from './payment-summary';

type Props = { payment: Payment; opened: boolean; onClose: () => void };

/** Cancels a payment with an external and an internal reason (PATCH /paperless/{id}). */
export const CancelPaymentDialog = ({ payment, opened, onClose }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const cancel = useCancelPayment();
  const form = useForm<CancelPaymentValues>({
    resolver: zodResolver(CancelPaymentSchema),
    defaultValues: { cancelReasonDebitor: '', cancelReasonInternal: '', sendEmailNotification: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const close = () => {
    if (cancel.isPending) return;
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (cancel.isPending) return;
    cancel.mutate({ id: payment.id, ...values }, { onSuccess: close });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('cancel.title')} closeOnClickOutside={false} centered>
      <form onSubmit={submit} noValidate aria-label={t('cancel.title')}>
        <Stack gap="md">
          <PaymentSummary payment={payment} />
          <Text size="sm">{t('cancel.text')}</Text>
          <Textarea
            label={t('cancel.externalReason')}
            description={t('cancel.externalReasonHint')}
            withAsterisk
            rows={2}
            data-autofocus
            {...form.register('cancelReasonDebitor')}
            error={errors.cancelReasonDebitor?.message && t(errors.cancelReasonDebitor.message)}
          />
          <Textarea
            label={t('cancel.internalReason')}
            description={t('cancel.internalReasonHint')}
            withAsterisk
            rows={2}
            {...form.register('cancelReasonInternal')}
            error={errors.cancelReasonInternal?.message && t(errors.cancelReasonInternal.message)}
          />
          <Checkbox label={t('cancel.sendEmail')} {...form.register('sendEmailNotification')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('lists:dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
