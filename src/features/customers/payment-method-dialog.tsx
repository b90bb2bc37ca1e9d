import { Group, Radio, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { PaymentMethod } from '@generated/model/paymentMethod';
import { useChangePaymentMethod } from './api';
import { InvitationDialog } from './invitation-dialog';

const methods = Object.values(PaymentMethod);

type Props = { debitor: Debitor; opened: boolean; onClose: () => void };

/** Changes how the customer pays; the customer is invited to set the new method up. */
export const PaymentMethodDialog = ({ debitor, opened, onClose }: Props) => {
  const { t } = useTranslation('debitors');
  const change = useChangePaymentMethod();
  const [method, setMethod] = useState<PaymentMethod>(
    methods.find((candidate) => candidate !== debitor.paymentMethod) ?? debitor.paymentMethod,
  );
  return (
    <InvitationDialog
      opened={opened}
      onClose={onClose}
      title={t('paymentMethod.title')}
      debitor={debitor}
      result={change.data}
      pending={change.isPending}
      confirmLabel={t('paymentMethod.submit')}
      onConfirm={() => !change.isPending && change.mutate({ id: debitor.id, paymentMethod: method })}
    >
      <Text size="sm">{t('paymentMethod.current', { method: t(`method.${debitor.paymentMethod}`) })}</Text>
      <Radio.Group
        label={t('paymentMethod.new')}
        value={method}
        onChange={(value) => setMethod(methods.find((candidate) => candidate === value) ?? method)}
      >
        <Group mt="xs">
          {methods.map((option) => (
            <Radio key={option} value={option} label={t(`method.${option}`)} disabled={change.isPending} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {t('paymentMethod.text')}
      </Text>
    </InvitationDialog>
  );
};
