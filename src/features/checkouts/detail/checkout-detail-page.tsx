import { Alert, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debitorQueryOptions } from '@/components/customers/customer-queries';
import { LinkButton } from '@/components/link-button';
import { cardLink } from '@/components/transaction-detail/card-link';
import { CheckoutCard } from '@/components/transaction-detail/checkout-card';
import { DebtorCard } from '@/components/transaction-detail/debtor-card';
import type { DetailCardKind } from '@/components/transaction-detail/detail-card';
import {
  DetailCardCell,
  DetailLayout,
  DetailLoadFailure,
  DetailLoading,
} from '@/components/transaction-detail/detail-page';
import { DetailTimelineView } from '@/components/transaction-detail/detail-timeline-view';
import { PaymentCard } from '@/components/transaction-detail/payment-card';
import { formatMoney } from '@/lib/format';
import { checkoutQueryOptions, paymentEventsQueryOptions, paymentQueryOptions } from '../api';
import { checkoutCustomerName } from '../checkouts-columns';
import { checkoutTimeline } from './checkout-timeline';

const BackToList = () => {
  const { t } = useTranslation('checkouts');
  return (
    <LinkButton
      to="/dashboard/checkouts"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
      w="fit-content"
    >
      {t('detail.back')}
    </LinkButton>
  );
};

/**
 * /dashboard/transactions/checkouts/$id: the checkout with its custom fields, the customer and the
 * payment it created (spec 3 §2.5).
 */
export const CheckoutDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['checkouts', 'lists']);
  const checkout = useQuery(checkoutQueryOptions(id));
  const paymentId = checkout.data?.paymentIdRef;
  const payment = useQuery(paymentQueryOptions(paymentId));
  const events = useQuery(paymentEventsQueryOptions(paymentId));
  const debitor = useQuery(debitorQueryOptions(checkout.data?.debitorIdRef));
  const [highlighted, setHighlighted] = useState<DetailCardKind | null>(null);

  if (checkout.isPending) return <DetailLoading />;
  if (checkout.isError)
    return (
      <DetailLoadFailure
        error={checkout.error}
        onRetry={() => void checkout.refetch()}
        back={<BackToList />}
        notFoundTitle={t('detail.notFoundTitle')}
        notFoundText={t('detail.notFoundText')}
      />
    );

  const data = checkout.data;
  const isOn = (card: DetailCardKind) => highlighted === card;
  const name = checkoutCustomerName(data);

  return (
    <DetailLayout
      back={<BackToList />}
      title={data.productTitle ?? t('detail.title')}
      subtitle={formatMoney(data.totalCheckoutAmount)}
      timeline={
        paymentId && events.isPending ? (
          <Skeleton h={240} />
        ) : (
          <DetailTimelineView items={checkoutTimeline(data, events.data ?? [])} onHover={setHighlighted} />
        )
      }
    >
      <DetailCardCell>
        <DebtorCard
          debitor={debitor.data}
          summary={{
            firstName: name || undefined,
            emailAddress: data.debitorEmailAddress ?? data.debtor?.emailAddress,
          }}
          debitorId={data.debitorIdRef}
          highlighted={isOn('debtor')}
        />
      </DetailCardCell>
      <DetailCardCell>
        <CheckoutCard checkout={data} highlighted={isOn('checkout')} customFieldsOpened />
      </DetailCardCell>
      {payment.data && (
        <DetailCardCell>
          <PaymentCard
            payment={payment.data}
            highlighted={isOn('payment')}
            link={
              <LinkButton
                to="/dashboard/transactions/payments/$id"
                params={{ id: payment.data.id }}
                {...cardLink}
              >
                {t('lists:detail.showPayment')}
              </LinkButton>
            }
          />
        </DetailCardCell>
      )}
      {paymentId && payment.isError && (
        <DetailCardCell>
          <Alert color="yellow">{t('detail.paymentUnavailable')}</Alert>
        </DetailCardCell>
      )}
    </DetailLayout>
  );
};
