import type { Customer } from '@/entities/customer/customer';
import { Group, Radio, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethod } from '@generated/model/paymentMethod';
import { useChangePaymentMethod } from './api';
import { InvitationDialog } from './invitation-dialog';

const methods = Object.values(PaymentMethod);

type Props = { customer: Customer; opened: boolean; onClose: () => void };

/** Changes how the customer pays; the customer is invited to set the new method up. */
export const PaymentMethodDialog = ({ customer, opened, onClose }: Props) => {
  const { t } = useTranslation('customers');
  const change = useChangePaymentMethod();
  const [method, setMethod] = useState<PaymentMethod>(
    methods.find((candidate) => candidate !== customer.paymentMethod) ?? customer.paymentMethod,
  );
  return (
    <InvitationDialog
      opened={opened}
      onClose={onClose}
      title={t('paymentMethod.title')}
      customer={customer}
      result={change.data}
      pending={change.isPending}
      confirmLabel={t('paymentMethod.submit')}
      onConfirm={() => !change.isPending && change.mutate({ id: customer.id, paymentMethod: method })}
    >
      <Text size="sm">{t('paymentMethod.current', { method: t(`method.${customer.paymentMethod}`) })}</Text>
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
