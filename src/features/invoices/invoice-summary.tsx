import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { formatMoney } from '@/lib/format';

/** The invoice a dialog acts on: customer, document number and type, total. */
export const InvoiceSummary = ({ invoice, customer }: { invoice: Invoice; customer: string }) => {
  const { t } = useTranslation('invoices');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="invoice-summary">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {customer}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`type.${invoice.invoiceType}`)}
            {invoice.invoiceNumber ? ` ${invoice.invoiceNumber}` : ''}
          </Text>
        </Stack>
        <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(invoice.total)}
        </Text>
      </Group>
    </Paper>
  );
};
