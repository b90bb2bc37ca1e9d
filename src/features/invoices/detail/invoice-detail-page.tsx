import { Grid, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { CheckoutCard } from '@/components/transaction-detail/checkout-card';
import { CreditNoteCard } from '@/components/transaction-detail/credit-note-card';
import { DebtorCard } from '@/components/transaction-detail/debtor-card';
import type { DetailCardKind } from '@/components/transaction-detail/detail-card';
import {
  DetailCardCell,
  DetailLayout,
  DetailLoadFailure,
  DetailLoading,
} from '@/components/transaction-detail/detail-page';
import { DetailTimelineView } from '@/components/transaction-detail/detail-timeline-view';
import { cardLink } from '@/components/transaction-detail/card-link';
import { InvoiceCard } from '@/components/transaction-detail/invoice-card';
import { PaymentCard } from '@/components/transaction-detail/payment-card';
import { formatMoney } from '@/lib/format';
import {
  invoiceCheckoutQueryOptions,
  invoiceDebitorQueryOptions,
  invoiceEventsQueryOptions,
  invoicePaymentEventsQueryOptions,
  invoicePaymentQueryOptions,
  invoiceQueryOptions,
  invoiceReferencesQueryOptions,
} from '../api';
import { invoiceReferences, InvoiceReferences } from './invoice-references';
import { invoiceTimeline } from './invoice-timeline';

const BackToList = () => {
  const { t } = useTranslation('invoices');
  return (
    <LinkButton
      to="/dashboard/transactions/invoices"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
      w="fit-content"
    >
      {t('detail.back')}
    </LinkButton>
  );
};

/** /dashboard/transactions/invoices/$id: the invoice and its related documents (spec 3 §2.5). */
export const InvoiceDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const invoice = useQuery(invoiceQueryOptions(id));
  const events = useQuery(invoiceEventsQueryOptions(id));
  const references = useQuery(invoiceReferencesQueryOptions(id));
  const related = references.data ?? [];
  const paymentId = invoice.data?.paymentId ?? related.find((reference) => reference.type === 'PAYMENT')?.id;
  const checkoutId = related.find((reference) => reference.type === 'CHECKOUT')?.id;
  const debitor = useQuery(invoiceDebitorQueryOptions(invoice.data?.debitor?.id));
  const payment = useQuery(invoicePaymentQueryOptions(paymentId));
  const paymentEvents = useQuery(invoicePaymentEventsQueryOptions(paymentId));
  const checkout = useQuery(invoiceCheckoutQueryOptions(checkoutId));
  const [highlighted, setHighlighted] = useState<DetailCardKind | null>(null);

  if (invoice.isPending) return <DetailLoading />;
  if (invoice.isError)
    return (
      <DetailLoadFailure
        error={invoice.error}
        onRetry={() => void invoice.refetch()}
        back={<BackToList />}
        notFoundTitle={t('detail.notFoundTitle')}
        notFoundText={t('detail.notFoundText')}
      />
    );

  const data = invoice.data;
  const timeline = invoiceTimeline(
    events.data?._embedded.invoiceEventsList ?? [],
    paymentEvents.data?._embedded.paperlessEventsList ?? [],
  );
  const linked = invoiceReferences(related);

  return (
    <DetailLayout
      back={<BackToList />}
      title={`${t(`type.${data.invoiceType}`)} ${data.invoiceNumber ?? ''}`.trim()}
      subtitle={formatMoney(data.total)}
      timeline={
        events.isPending ? (
          <Skeleton h={240} />
        ) : (
          <DetailTimelineView items={timeline} onHover={setHighlighted} />
        )
      }
    >
      <DetailCardCell>
        <DebtorCard debitor={debitor.data} summary={data.debitor} debitorId={data.debitor?.id} />
      </DetailCardCell>
      <DetailCardCell>
        <InvoiceCard invoice={data} highlighted={highlighted === 'invoice'} />
      </DetailCardCell>
      {payment.data && (
        <DetailCardCell>
          <PaymentCard
            payment={payment.data}
            highlighted={highlighted === 'payment'}
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
    </DetailLayout>
  );
};
