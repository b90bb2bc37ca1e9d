import { Alert, Button, Center, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { cardLink } from '@/components/transaction-detail/card-link';
import { CheckoutCard } from '@/components/transaction-detail/checkout-card';
import { CreditNoteCard } from '@/components/transaction-detail/credit-note-card';
import { DebtorCard } from '@/components/transaction-detail/debtor-card';
import type { DetailCardKind } from '@/components/transaction-detail/detail-card';
import { DetailTimelineView } from '@/components/transaction-detail/detail-timeline-view';
import { InvoiceCard } from '@/components/transaction-detail/invoice-card';
import { PaymentCard } from '@/components/transaction-detail/payment-card';
import { isApiError } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { EventDetails } from '../event-details';
import { usePaymentActions } from '../use-payment-actions';
import {
  checkoutQueryOptions,
  creditNoteReferencesQueryOptions,
  debitorQueryOptions,
  invoiceEventsQueryOptions,
  linkedInvoiceQueryOptions,
  paymentEventsQueryOptions,
  paymentQueryOptions,
} from '../api';
import { detailTimeline } from './detail-timeline';

const BackToList = () => {
  const { t } = useTranslation('payments');
  return (
    <LinkButton
      to="/dashboard/transactions/payments"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px={0}
    >
      {t('detail.back')}
    </LinkButton>
  );
};

/** /dashboard/transactions/payments/$id: the payment and its related documents (spec 3 §2.5). */
export const PaymentDetailPage = ({ id }: { id: string }) => {
  const { t } = useTranslation(['payments', 'lists']);
  const payment = useQuery(paymentQueryOptions(id));
  const events = useQuery(paymentEventsQueryOptions(id));
  const invoiceRef = payment.data?.invoice?.internalRef;
  const debitor = useQuery(debitorQueryOptions(payment.data?.debitorRef));
  const invoice = useQuery(linkedInvoiceQueryOptions(invoiceRef));
  const invoiceId = invoice.data?.id;
  const invoiceEvents = useQuery(invoiceEventsQueryOptions(invoiceId));
  const creditNotes = useQuery(creditNoteReferencesQueryOptions(invoiceId));
  const checkout = useQuery(checkoutQueryOptions(id));
  const actions = usePaymentActions({ inDetailView: true });
  const [highlighted, setHighlighted] = useState<DetailCardKind | null>(null);

  if (payment.isPending) return <Skeleton h={320} radius="md" data-testid="detail-loading" />;
  if (payment.isError) {
    const missing = isApiError(payment.error) && payment.error.status === 404;
    return (
      <Center mih="40vh">
        <Stack
          align="center"
          gap="md"
          role="alert"
          data-testid={missing ? 'payment-not-found' : 'payment-error'}
        >
          <Title order={2}>{missing ? t('detail.notFoundTitle') : t('lists:table.errorTitle')}</Title>
          <Text c="dimmed">{missing ? t('detail.notFoundText') : t('lists:table.errorText')}</Text>
          <Group>
            {!missing && <Button onClick={() => void payment.refetch()}>{t('lists:table.retry')}</Button>}
            <BackToList />
          </Group>
        </Stack>
      </Center>
    );
  }

  const data = payment.data;
  const timeline = detailTimeline(
    events.data?._embedded.paperlessEventsList ?? [],
    invoiceEvents.data?._embedded.invoiceEventsList ?? [],
  );
  const isOn = (card: DetailCardKind) => highlighted === card;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToList />
        <Title order={1} size="h2">
          {data.purpose}
        </Title>
        <Text c="dimmed">{formatMoney(data.amount)}</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <DebtorCard
                debitor={debitor.data}
                summary={data.debitor}
                debitorId={data.debitorRef}
                highlighted={isOn('debtor')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <PaymentCard payment={data} menu={actions.menu(data)} highlighted={isOn('payment')} />
            </Grid.Col>
            {invoice.data && (
              <Grid.Col span={{ base: 12, lg: 6 }}>
                <InvoiceCard invoice={invoice.data} highlighted={isOn('invoice')} />
              </Grid.Col>
            )}
            {invoiceRef && (invoice.isError || invoice.data === null) && (
              <Grid.Col span={12}>
                <Alert color="yellow">{t('detail.invoiceUnavailable')}</Alert>
              </Grid.Col>
            )}
            {creditNotes.data?.map((reference) => (
              <Grid.Col key={reference.id} span={{ base: 12, lg: 6 }}>
                <CreditNoteCard reference={reference} highlighted={isOn('creditNote')} />
              </Grid.Col>
            ))}
            {checkout.data && (
              <Grid.Col span={{ base: 12, lg: 6 }}>
                <CheckoutCard
                  checkout={checkout.data}
                  highlighted={isOn('checkout')}
                  link={
                    <LinkButton
                      to="/dashboard/transactions/checkouts/$id"
                      params={{ id: checkout.data.id }}
                      {...cardLink}
                    >
                      {t('lists:detail.showCheckout')}
                    </LinkButton>
                  }
                />
              </Grid.Col>
            )}
          </Grid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {events.isPending ? (
            <Skeleton h={240} />
          ) : (
            <DetailTimelineView
              items={timeline}
              onHover={setHighlighted}
              renderDetails={(item) => item.paymentEvent && <EventDetails event={item.paymentEvent} />}
            />
          )}
        </Grid.Col>
      </Grid>
      {actions.dialogs}
    </Stack>
  );
};
