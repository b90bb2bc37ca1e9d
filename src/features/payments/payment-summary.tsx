import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { formatMoney } from '@/lib/format';
import { customerName } from './payment-customer';

/** Which payment a dialog is about: customer, purpose and amount. */
export const PaymentSummary = ({ payment }: { payment: Payment }) => {
  const { t } = useTranslation('payments');
  const { name, deleted } = customerName(payment.debitor);
  return (
    <Card withBorder padding="sm" radius="sm" bg="var(--portal-color-muted-surface)">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {name}
            {deleted && ` ${t('customer deleted')}`}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {payment.purpose}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(payment.amount)}
        </Text>
      </Group>
    </Card>
  );
};
