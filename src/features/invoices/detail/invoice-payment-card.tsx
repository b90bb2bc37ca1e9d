import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { LinkButton } from '@/components/link-button';
import { StatusBadge } from '@/components/status/status-badge';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';
import { formatDateTime, formatMoney } from '@/lib/format';

/** The payment that collects the invoice, with a link to its own detail page. */
export const InvoicePaymentCard = ({ payment, highlighted }: { payment: Payment; highlighted: boolean }) => {
  const { t } = useTranslation(['invoices', 'lists']);
  return (
    <DetailCard
      kind="payment"
      title={t('detail.card.payment')}
      badge={<StatusBadge kind="payment" value={payment.state} />}
      highlighted={highlighted}
      metadata={(payment.metadata ?? []).map(({ key, value }) => ({ key, value }))}
    >
      <DetailFields
        fields={[
          { label: t('detail.amount'), value: formatMoney(payment.amount) },
          { label: t('detail.purpose'), value: payment.purpose },
          {
            label: t('lists:detail.paymentMethod'),
            value: payment.paymentMethod && t(`lists:detail.method.${payment.paymentMethod}`),
          },
          { label: t('lists:detail.created'), value: formatDateTime(payment.createdDateTimeUTC) },
        ]}
      />
      <LinkButton
        to="/dashboard/transactions/payments/$id"
        params={{ id: payment.id }}
        variant="light"
        size="xs"
        w="fit-content"
      >
        {t('detail.openPayment')}
      </LinkButton>
    </DetailCard>
  );
};
