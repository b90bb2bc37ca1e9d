import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerQueryOptions } from '@/entities/customer/customer-queries';
import { DocumentLink } from '@/components/transaction-detail/document-link';
import { CheckoutCard } from '@/entities/checkout/checkout-card';
import { CustomerCard } from '@/entities/customer/customer-card';
import { DetailCardCell } from '@/components/transaction-detail/detail-page';
import { DetailShell } from '@/components/transaction-detail/detail-shell';
import { PaymentCard } from '@/entities/payment/payment-card';
import { formatMoney } from '@/lib/format';
import { checkoutQueryOptions, paymentEventsQueryOptions, paymentQueryOptions } from '../api';
import { checkoutCustomerName } from '../checkouts-columns';
import { checkoutTimeline } from './checkout-timeline';

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
  const customer = useQuery(customerQueryOptions(checkout.data?.debitorIdRef));

  return (
    <DetailShell
      document={checkout}
      listTo="/dashboard/checkouts"
      ns="checkouts"
      title={(data) => data.productTitle ?? t('detail.title')}
      subtitle={(data) => formatMoney(data.totalCheckoutAmount)}
      timeline={(data) => checkoutTimeline(data, events.data ?? [])}
      timelinePending={Boolean(paymentId) && events.isPending}
      cards={(data, isOn) => (
        <>
          <DetailCardCell>
            <CustomerCard
              customer={customer.data}
              summary={{
                firstName: checkoutCustomerName(data) || undefined,
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
                link={<DocumentLink kind="payment" id={payment.data.id} />}
              />
            </DetailCardCell>
          )}
          {paymentId && payment.isError && (
            <DetailCardCell>
              <Alert color="yellow">{t('detail.paymentUnavailable')}</Alert>
            </DetailCardCell>
          )}
        </>
      )}
    />
  );
};
