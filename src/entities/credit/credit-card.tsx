import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@generated/model/credit';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CardMenu } from '@/components/transaction-detail/card-menu';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';

type Props = {
  credit: Credit;
  /** The card's menu; the id-copying card menu when absent. */
  menu?: ReactNode;
  /** A link to the credit's own page, where the card shows elsewhere. */
  link?: ReactNode;
  highlighted?: boolean;
};

/** A credit (payout to the customer). */
export const CreditCard = ({ credit, menu, link, highlighted }: Props) => {
  const { t } = useTranslation('lists');
  return (
    <DetailCard
      kind="credit"
      title={t('detail.credit')}
      badge={<StatusBadge kind="credit" value={credit.creditStatus} />}
      menu={menu ?? <CardMenu title={t('detail.credit')} id={credit.id} />}
      highlighted={highlighted}
      metadata={[]}
    >
      <DetailFields
        fields={[
          { label: t('detail.amount'), value: formatMoney(credit.amount) },
          { label: t('detail.purpose'), value: credit.purpose },
          { label: t('detail.email'), value: credit.customer?.emailAddress },
          { label: t('detail.created'), value: formatDateTime(credit.createdDateTimeUTC) },
        ]}
      />
      {link}
    </DetailCard>
  );
};
