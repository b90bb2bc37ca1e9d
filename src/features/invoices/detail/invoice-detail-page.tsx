import { Button, Center, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';
import { CheckoutCard } from '@/components/transaction-detail/checkout-card';
import { CreditNoteCard } from '@/components/transaction-detail/credit-note-card';
import { DebtorCard } from '@/components/transaction-detail/debtor-card';
import { InvoiceCard } from '@/components/transaction-detail/invoice-card';
import { isApiError } from '@/lib/errors';
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
import { InvoicePaymentCard } from './invoice-payment-card';
import { invoiceReferences, InvoiceReferences } from './invoice-references';
import { invoiceTimeline, type InvoiceTimelineItem } from './invoice-timeline';
import { InvoiceTimelineView } from './invoice-timeline-view';

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

const half = { base: 12, lg: 6 };

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
  const [highlighted, setHighlighted] = useState<InvoiceTimelineItem['card'] | null>(null);

  if (invoice.isPending) return <Skeleton h={320} radius="md" data-testid="detail-loading" />;
  if (invoice.isError) {
    const missing = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <Center mih="40vh">
        <Stack align="center" gap="md" role="alert">
          <Title order={2}>{missing ? t('detail.notFoundTitle') : t('lists:table.errorTitle')}</Title>
          <Text c="dimmed">{missing ? t('detail.notFoundText') : t('lists:table.errorText')}</Text>
          <Group>
            {!missing && <Button onClick={() => void invoice.refetch()}>{t('lists:table.retry')}</Button>}
            <BackToList />
          </Group>
        </Stack>
      </Center>
    );
  }

  const data = invoice.data;
  const timeline = invoiceTimeline(
    events.data?._embedded.invoiceEventsList ?? [],
    paymentEvents.data?._embedded.paperlessEventsList ?? [],
  );
  const linked = invoiceReferences(related);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToList />
        <Title order={1} size="h2">
          {t(`type.${data.invoiceType}`)} {data.invoiceNumber ?? ''}
        </Title>
        <Text c="dimmed">{formatMoney(data.total)}</Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Grid gap="md">
            <Grid.Col span={half}>
              <DebtorCard debitor={debitor.data} summary={data.debitor} debitorId={data.debitor?.id} />
            </Grid.Col>
            <Grid.Col span={half}>
              <InvoiceCard invoice={data} highlighted={highlighted === 'invoice'} />
            </Grid.Col>
            {payment.data && (
              <Grid.Col span={half}>
                <InvoicePaymentCard payment={payment.data} highlighted={highlighted === 'payment'} />
              </Grid.Col>
            )}
            {related
              .filter((reference) => reference.type === 'CREDIT_NOTE')
              .map((reference) => (
                <Grid.Col key={reference.id} span={half}>
                  <CreditNoteCard reference={reference} />
                </Grid.Col>
              ))}
            {checkout.data && (
              <Grid.Col span={half}>
                <CheckoutCard checkout={checkout.data} />
              </Grid.Col>
            )}
            {linked.length > 0 && (
              <Grid.Col span={12}>
                <InvoiceReferences references={linked} />
              </Grid.Col>
            )}
          </Grid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {events.isPending ? (
            <Skeleton h={240} />
          ) : (
            <InvoiceTimelineView items={timeline} onHover={setHighlighted} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
