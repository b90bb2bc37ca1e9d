import { useTranslation } from 'react-i18next';
import type { Checkout } from '@generated/model/checkout';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { DetailCard } from './detail-card';
import { DetailFields } from './detail-fields';
import { CardMenu } from './card-menu';

/** The checkout a payment came from; its custom fields are its metadata. */
export const CheckoutCard = ({ checkout, highlighted }: { checkout: Checkout; highlighted?: boolean }) => {
  const { t } = useTranslation('lists');
  return (
    <DetailCard
      kind="checkout"
      title={t('detail.checkout')}
      badge={<StatusBadge kind="checkout" value={checkout.checkoutState} />}
      highlighted={highlighted}
      menu={<CardMenu title={t('detail.checkout')} id={checkout.id} />}
      metadata={(checkout.customFields ?? []).map((field) => ({
        key: field.fieldLabel,
        value: field.fieldValue ?? '',
      }))}
    >
      <DetailFields
        fields={[
          { label: t('detail.product'), value: checkout.productTitle },
          { label: t('detail.quantity'), value: checkout.quantity },
          { label: t('detail.total'), value: formatMoney(checkout.totalCheckoutAmount) },
          { label: t('detail.created'), value: formatDate(checkout.createdDateTimeUTC) },
        ]}
      />
    </DetailCard>
  );
};
