import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { useVerifyPayment } from './api';
import { PaymentSummary } from './payment-summary';
import { DialogActions } from '@/components/dialog-actions';

type Props = { payment: Payment; opened: boolean; onClose: () => void };

/** Marks a payment as paid: 'only verify' or 'verify and send e-mail' (spec 3 §4). */
export const VerifyPaymentDialog = ({ payment, opened, onClose }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const verify = useVerifyPayment();
  const [choice, setChoice] = useState<boolean | null>(null);
  const run = (sendEmailNotification: boolean) => {
    if (verify.isPending) return;
    setChoice(sendEmailNotification);
    verify.mutate(
      { id: payment.id, debitorRef: payment.debitorRef, sendEmailNotification },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={() => !verify.isPending && onClose()}
      title={t('verify.title')}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <PaymentSummary payment={payment} />
        <Text size="sm">{t('verify.text')}</Text>
        <DialogActions gap="sm">
          <Button variant="default" onClick={onClose} disabled={verify.isPending}>
            {t('lists:dialog.cancel')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCheck size={16} />}
            onClick={() => run(false)}
            loading={verify.isPending && choice === false}
            disabled={verify.isPending && choice !== false}
          >
            {t('verify.only verify')}
          </Button>
          <Button
            leftSection={<IconMailForward size={16} />}
            onClick={() => run(true)}
            loading={verify.isPending && choice === true}
            disabled={verify.isPending && choice !== true}
            data-autofocus
          >
            {t('verify.verify and send e-mail')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
};
