import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { CardMenu } from '@/components/transaction-detail/card-menu';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';

type Props = {
  payment: Payment;
  /** The payment's action menu on its own page; the id-copying card menu when absent. */
  menu?: ReactNode;
  /** A link to the payment's own page, where the card shows elsewhere (a checkout's page). */
  link?: ReactNode;
  highlighted?: boolean;
};

/** A payment: on its own detail page with its action menu, elsewhere with a link to that page. */
export const PaymentCard = ({ payment, menu, link, highlighted }: Props) => {
  const { t } = useTranslation('payments');
  return (
    <DetailCard
      kind="payment"
      title={t('detail.payment')}
      badge={<StatusBadge kind="payment" value={payment.state} />}
      menu={menu ?? <CardMenu title={t('detail.payment')} id={payment.id} />}
      highlighted={highlighted}
      metadata={(payment.metadata ?? []).map(({ key, value }) => ({ key, value }))}
    >
      <DetailFields
        fields={[
          { label: t('columns.amount'), value: formatMoney(payment.amount) },
          { label: t('columns.purpose'), value: payment.purpose },
          { label: t('detail.verificationId'), value: payment.verificationId },
          { label: t('form.externalReference'), value: payment.externalReference },
          {
            label: t('columns.paymentMethod'),
            value: payment.paymentMethod && t(`method.${payment.paymentMethod}`),
          },
          {
            label: t('detail.paymentType'),
            value: payment.paymentType && t(`detail.type.${payment.paymentType}`),
          },
          { label: t('form.chargeDate'), value: payment.chargeDate && formatDate(payment.chargeDate) },
          { label: t('columns.created'), value: formatDateTime(payment.createdDateTimeUTC) },
          ...(payment.isDonation ? [{ label: t('detail.donation'), value: t('detail.yes') }] : []),
          ...(payment.cancelStatus?.cancelReasonDebitor
            ? [{ label: t('cancel.externalReason'), value: payment.cancelStatus.cancelReasonDebitor }]
            : []),
          ...(payment.cancelStatus?.cancelReasonInternal
            ? [{ label: t('cancel.internalReason'), value: payment.cancelStatus.cancelReasonInternal }]
            : []),
        ]}
      />
      {link}
    </DetailCard>
  );
};
