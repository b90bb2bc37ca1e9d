import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckoutCard } from '@/entities/checkout/checkout-card';
import { CreditNoteCard } from '@/entities/credit-note/credit-note-card';
import { CustomerCard } from '@/entities/customer/customer-card';
import { DetailCardCell } from '@/components/transaction-detail/detail-page';
import { DetailShell } from '@/components/transaction-detail/detail-shell';
import { DocumentLink } from '@/components/transaction-detail/document-link';
import { InvoiceCard } from '@/entities/invoice/invoice-card';
import { PaymentCard } from '@/entities/payment/payment-card';
import { formatMoney } from '@/lib/format';
import {
  invoiceCheckoutQueryOptions,
  invoiceCustomerQueryOptions,
  invoiceEventsQueryOptions,
  invoicePaymentEventsQueryOptions,
  invoicePaymentQueryOptions,
  invoiceQueryOptions,
  invoiceReferencesQueryOptions,
} from '../api';
import { invoiceReferences, InvoiceReferences } from './invoice-references';
import { invoiceTimeline } from './invoice-timeline';
import { embeddedItems } from '@/lib/embedded';

/** /dashboard/transactions/invoices/$id: the invoice and its related documents (spec 3 §2.5). */
export const InvoiceDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const invoice = useQuery(invoiceQueryOptions(id));
  const events = useQuery(invoiceEventsQueryOptions(id));
  const references = useQuery(invoiceReferencesQueryOptions(id));
  const related = references.data ?? [];
  const paymentId = invoice.data?.paymentId ?? related.find((reference) => reference.type === 'PAYMENT')?.id;
  const checkoutId = related.find((reference) => reference.type === 'CHECKOUT')?.id;
  const customer = useQuery(invoiceCustomerQueryOptions(invoice.data?.debitor?.id));
  const payment = useQuery(invoicePaymentQueryOptions(paymentId));
  const paymentEvents = useQuery(invoicePaymentEventsQueryOptions(paymentId));
  const checkout = useQuery(invoiceCheckoutQueryOptions(checkoutId));
  const linked = invoiceReferences(related);

  return (
    <DetailShell
      document={invoice}
      listTo="/dashboard/transactions/invoices"
      ns="invoices"
      title={(data) => `${t(`type.${data.invoiceType}`)} ${data.invoiceNumber ?? ''}`.trim()}
      subtitle={(data) => formatMoney(data.total)}
      timeline={() =>
        invoiceTimeline(
          embeddedItems(events.data, 'invoiceEventsList'),
          embeddedItems(paymentEvents.data, 'paperlessEventsList'),
        )
      }
      timelinePending={events.isPending}
      cards={(data, isOn) => (
        <>
          <DetailCardCell>
            <CustomerCard customer={customer.data} summary={data.debitor} debitorId={data.debitor?.id} />
          </DetailCardCell>
          <DetailCardCell>
            <InvoiceCard invoice={data} highlighted={isOn('invoice')} />
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
          {related
            .filter((reference) => reference.type === 'CREDIT_NOTE')
            .map((reference) => (
              <DetailCardCell key={reference.id}>
                <CreditNoteCard reference={reference} />
              </DetailCardCell>
            ))}
          {checkout.data && (
            <DetailCardCell>
              <CheckoutCard checkout={checkout.data} />
            </DetailCardCell>
          )}
          {linked.length > 0 && (
            <Grid.Col span={12}>
              <InvoiceReferences references={linked} />
            </Grid.Col>
          )}
        </>
      )}
    />
  );
};
