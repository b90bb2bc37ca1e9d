import type { Customer, PaymentCustomer } from '@/entities/customer/customer';
import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DetailCard } from '@/components/transaction-detail/detail-card';
import { DetailFields } from '@/components/transaction-detail/detail-fields';
import { CardMenu } from '@/components/transaction-detail/card-menu';

type Props = {
  /** The customer as loaded by id; undefined while loading or when it could not be loaded. */
  customer: Customer | undefined;
  /** The customer as embedded in the document, used until (or instead of) the full record. */
  summary: PaymentCustomer | undefined;
  debitorId: string | undefined;
  highlighted?: boolean;
};

const addressOf = (customer: Customer | undefined) => {
  const address = customer?.address;
  if (!address) return undefined;
  const street = address.line ?? [address.street, address.houseNumber].filter(Boolean).join(' ');
  return [street, [address.zipCode, address.city].filter(Boolean).join(' '), address.country]
    .filter(Boolean)
    .join(', ');
};

/** The debtor of a transaction. */
export const CustomerCard = ({ customer, summary, debitorId: customerId, highlighted }: Props) => {
  const { t } = useTranslation('lists');
  const navigate = useNavigate();
  const firstName = customer?.firstName ?? summary?.firstName;
  const lastName = customer?.lastName ?? summary?.lastName;
  const email = customer?.emailAddress ?? summary?.emailAddress;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <DetailCard
      kind="debtor"
      title={t('detail.customer')}
      highlighted={highlighted}
      menu={
        customerId && (
          <CardMenu
            title={t('detail.customer')}
            id={customerId}
            onShowPayments={() =>
              void navigate({ to: '/dashboard/transactions/payments', search: { debitorId: customerId } })
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
                {t('detail.customerDeleted')}
              </Text>
            ),
          },
          ...(customer?.companyName ? [{ label: t('detail.companyName'), value: customer.companyName }] : []),
          { label: t('detail.email'), value: email },
          ...(customer
            ? [
                { label: t('detail.type'), value: t(`detail.customerType.${customer.type}`) },
                { label: t('detail.paymentMethod'), value: t(`detail.method.${customer.paymentMethod}`) },
                { label: t('detail.address'), value: addressOf(customer) },
              ]
            : []),
        ]}
      />
    </DetailCard>
  );
};
