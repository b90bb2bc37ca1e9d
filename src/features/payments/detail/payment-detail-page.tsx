import { paymentCheckoutQueryOptions } from '@/entities/checkout/checkout-queries';
import {
  creditNoteReferencesQueryOptions,
  linkedInvoiceEventsQueryOptions,
  linkedInvoiceQueryOptions,
} from '@/entities/invoice/invoice-queries';
import { Alert, Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DocumentLink } from '@/components/transaction-detail/document-link';
import { CheckoutCard } from '@/entities/checkout/checkout-card';
import { CreditNoteCard } from '@/entities/credit-note/credit-note-card';
import { CustomerCard } from '@/entities/customer/customer-card';
import { DetailCardCell } from '@/components/transaction-detail/detail-page';
import { DetailShell } from '@/components/transaction-detail/detail-shell';
import { InvoiceCard } from '@/entities/invoice/invoice-card';
import { PaymentCard } from '@/entities/payment/payment-card';
import { formatMoney } from '@/lib/format';
import { EventDetails } from '../event-details';
import { usePaymentActions } from '../use-payment-actions';
import { customerQueryOptions, paymentEventsQueryOptions, paymentQueryOptions } from '../api';
import { detailTimeline } from './detail-timeline';
import { embeddedItems } from '@/lib/embedded';

/** /dashboard/transactions/payments/$id: the payment and its related documents (spec 3 §2.5). */
export const PaymentDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['payments', 'lists']);
  const payment = useQuery(paymentQueryOptions(id));
  const events = useQuery(paymentEventsQueryOptions(id));
  const invoiceRef = payment.data?.invoice?.internalRef;
  const customer = useQuery(customerQueryOptions(payment.data?.debitorRef));
  const invoice = useQuery(linkedInvoiceQueryOptions(invoiceRef));
  const invoiceId = invoice.data?.id;
  const invoiceEvents = useQuery(linkedInvoiceEventsQueryOptions(invoiceId));
  const creditNotes = useQuery(creditNoteReferencesQueryOptions(invoiceId));
  const checkout = useQuery(paymentCheckoutQueryOptions(id));
  const actions = usePaymentActions({ inDetailView: true });

  return (
    <DetailShell
      document={payment}
      listTo="/dashboard/transactions/payments"
      ns="payments"
      failureTestId="payment"
      title={(data) => data.purpose}
      subtitle={(data) => formatMoney(data.amount)}
      timeline={() =>
        detailTimeline(
          embeddedItems(events.data, 'paperlessEventsList'),
          embeddedItems(invoiceEvents.data, 'invoiceEventsList'),
        )
      }
      timelinePending={events.isPending}
      renderEventDetails={(item) => item.paymentEvent && <EventDetails event={item.paymentEvent} />}
      cards={(data, isOn) => (
        <>
          <DetailCardCell>
            <CustomerCard
              customer={customer.data}
              summary={data.debitor}
              debitorId={data.debitorRef}
              highlighted={isOn('debtor')}
            />
          </DetailCardCell>
          <DetailCardCell>
            <PaymentCard payment={data} menu={actions.menu(data)} highlighted={isOn('payment')} />
          </DetailCardCell>
          {invoice.data && (
            <DetailCardCell>
              <InvoiceCard invoice={invoice.data} highlighted={isOn('invoice')} />
            </DetailCardCell>
          )}
          {invoiceRef && (invoice.isError || invoice.data === null) && (
            <Grid.Col span={12}>
              <Alert color="yellow">{t('detail.invoiceUnavailable')}</Alert>
            </Grid.Col>
          )}
          {creditNotes.data?.map((reference) => (
            <DetailCardCell key={reference.id}>
              <CreditNoteCard reference={reference} highlighted={isOn('creditNote')} />
            </DetailCardCell>
          ))}
          {checkout.data && (
            <DetailCardCell>
              <CheckoutCard
                checkout={checkout.data}
                highlighted={isOn('checkout')}
                link={<DocumentLink kind="checkout" id={checkout.data.id} />}
              />
            </DetailCardCell>
          )}
        </>
      )}
    >
      {actions.dialogs}
    </DetailShell>
  );
};
