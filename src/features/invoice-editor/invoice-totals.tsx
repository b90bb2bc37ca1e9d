import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { fromCents, type InvoiceAmounts } from './invoice-amounts';

type Props = { amounts: InvoiceAmounts; reverseCharge?: boolean };

const Row = ({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) => (
  <Group justify="space-between" gap="xl">
    <Text size="sm" fw={strong ? 700 : 400}>
      {label}
    </Text>
    <Text size="sm" fw={strong ? 700 : 400} ff="monospace">
      {formatMoney(fromCents(cents))}
    </Text>
  </Group>
);

/** Sub-total, tax per rate and total (spec 2 §3). */
export const InvoiceTotals = ({ amounts, reverseCharge = false }: Props) => {
  const { t } = useTranslation('invoice-editor');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={t('totals.label')}
      role="group"
      data-testid="invoice-totals"
    >
      <Stack gap={4}>
        <Row label={t('totals.subTotal')} cents={amounts.subTotalCents} />
        {amounts.taxes.map((line) => (
          <Row key={line.rate} label={t('totals.tax', { rate: line.rate })} cents={line.taxCents} />
        ))}
        {reverseCharge && (
          <Text size="xs" c="dimmed">
            {t('totals.reverseCharge')}
          </Text>
        )}
        <Divider my={4} />
        <Row label={t('totals.total')} cents={amounts.totalCents} strong />
      </Stack>
    </Paper>
  );
};
