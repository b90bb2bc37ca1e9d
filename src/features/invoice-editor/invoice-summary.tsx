import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { customerLabel } from '@/entities/customer/customer-label';
import { formatDate, formatMoney } from '@/lib/format';
import { fromCents, positionNetCents, serverAmounts } from './invoice-amounts';
import { InvoiceTotals } from './invoice-totals';

/** A saved invoice as the server answered it: what viewing and review show. */
export const InvoiceSummary = ({ invoice }: { invoice: Invoice }) => {
  const { t } = useTranslation('invoice-editor');
  const start = invoice.servicePeriodStart;
  const variant = invoice.servicePeriodVariant ?? 'none';
  return (
    <Stack gap="sm">
      {invoice.debitor && (
        <Text size="sm">
          <Text span fw={600}>
            {t('summary.customer')}:{' '}
          </Text>
          {customerLabel({ ...invoice.debitor, emailAddress: invoice.debitor.emailAddress ?? '' })}
        </Text>
      )}
      <Table striped withTableBorder aria-label={t('summary.positions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('position.description')}</Table.Th>
            <Table.Th ta="right">{t('position.quantity')}</Table.Th>
            <Table.Th ta="right">{t('position.price')}</Table.Th>
            <Table.Th>{t('position.tax')}</Table.Th>
            <Table.Th ta="right">{t('summary.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(invoice.positions ?? []).map((position, index) => (
            <Table.Tr key={`${index}-${position.description}`}>
              <Table.Td>
                {position.description}
                {position.descriptionSubText && (
                  <Text size="xs" c="dimmed">
                    {position.descriptionSubText}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{position.quantity.toLocaleString('de-DE')}</Table.Td>
              <Table.Td ta="right">{formatMoney(position.price)}</Table.Td>
              <Table.Td>{position.taxRate?.description ?? '--'}</Table.Td>
              <Table.Td ta="right">{formatMoney(fromCents(positionNetCents(position)))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {t('summary.paymentTerm', { count: invoice.paymentTermInDays ?? 30 })}
        {variant !== 'none' && start && (
          <>
            {' · '}
            {variant === 'service_date'
              ? t('summary.serviceDate', { date: formatDate(start) })
              : t('summary.servicePeriod', {
                  start: formatDate(start),
                  end: formatDate(invoice.servicePeriodEnd),
                })}
          </>
        )}
        {invoice.reverseCharge && ` · ${t('summary.reverseCharge', { vatId: invoice.vatId ?? '' })}`}
      </Text>
      <InvoiceTotals amounts={serverAmounts(invoice)} reverseCharge={invoice.reverseCharge} />
    </Stack>
  );
};
