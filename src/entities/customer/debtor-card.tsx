import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import type { PaymentDebitor } from '@generated/model/paymentDebitor';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';
import { CardMenu } from '@/components/transaction-detail/card-menu';

type Props = {
  /** The customer as loaded by id; undefined while loading or when it could not be loaded. */
  debitor: Debitor | undefined;
  /** The customer as embedded in the document, used until (or instead of) the full record. */
  summary: PaymentDebitor | undefined;
  debitorId: string | undefined;
  highlighted?: boolean;
};

const addressOf = (debitor: Debitor | undefined) => {
  const address = debitor?.address;
  if (!address) return undefined;
  const street = address.line ?? [address.street, address.houseNumber].filter(Boolean).join(' ');
  return [street, [address.zipCode, address.city].filter(Boolean).join(' '), address.country]
    .filter(Boolean)
    .join(', ');
};

/** The debtor of a transaction. */
export const DebtorCard = ({ debitor, summary, debitorId, highlighted }: Props) => {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const firstName = debitor?.firstName ?? summary?.firstName;
  const lastName = debitor?.lastName ?? summary?.lastName;
  const email = debitor?.emailAddress ?? summary?.emailAddress;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <DetailCard
      kind="debtor"
      title={t('detail.debtor')}
      highlighted={highlighted}
      menu={
        debitorId && (
          <CardMenu
            title={t('detail.debtor')}
            id={debitorId}
            onShowPayments={() =>
              void navigate({ to: '/dashboard/transactions/payments', search: { debitorId } })
            }
          />
        )
      }
      metadata={[]}
    >
      <DetailFields
        fields={[
          {
            label: t('detail.name'),
            value: name || (
              <Text size="sm" c="dimmed" span>
                {t('detail.debitorDeleted')}
              </Text>
            ),
          },
          ...(debitor?.companyName ? [{ label: t('detail.companyName'), value: debitor.companyName }] : []),
          { label: t('detail.email'), value: email },
          ...(debitor
            ? [
                { label: t('detail.type'), value: t(`detail.debitorType.${debitor.type}`) },
                { label: t('detail.paymentMethod'), value: t(`detail.method.${debitor.paymentMethod}`) },
                { label: t('detail.address'), value: addressOf(debitor) },
              ]
            : []),
        ]}
      />
    </DetailCard>
  );
};
