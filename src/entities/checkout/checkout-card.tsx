import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '@generated/model/checkout';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';
import { CardMenu } from '@/components/transaction-detail/card-menu';

type Props = {
  checkout: Checkout;
  highlighted?: boolean;
  /** A link to the checkout's own page, where the card shows elsewhere (a payment's page). */
  link?: ReactNode;
  /** The custom fields unfolded from the start (the checkout's own page). */
  customFieldsOpened?: boolean;
};

/** A checkout: product, price, quantity and total; its custom fields (label and value) are its metadata. */
export const CheckoutCard = ({ checkout, highlighted, link, customFieldsOpened }: Props) => {
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
      metadataOpened={customFieldsOpened}
      metadataTexts={{
        label: (count) => t('detail.customFields', { count }),
        empty: t('detail.noCustomFields'),
      }}
    >
      <DetailFields
        fields={[
          { label: t('detail.product'), value: checkout.productTitle },
          { label: t('detail.price'), value: formatMoney(checkout.productPrice) },
          { label: t('detail.quantity'), value: checkout.quantity },
          { label: t('detail.total'), value: formatMoney(checkout.totalCheckoutAmount) },
          { label: t('detail.created'), value: formatDate(checkout.createdDateTimeUTC) },
        ]}
      />
      {link}
    </DetailCard>
  );
};
