import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { formatDateTime } from '@/lib/format';
import { invoiceEventsQueryOptions } from './api';
import { InvoiceSummary } from './invoice-summary';

type Props = { invoice: Invoice; customer: string; opened: boolean; onClose: () => void };

/** The invoice's events as a vertical timeline, oldest first; 'no events' when empty (spec 3 §2.6). */
export const InvoiceEventsDialog = ({ invoice, customer, opened, onClose }: Props) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const events = useQuery(invoiceEventsQueryOptions(invoice.id, opened));
  const entries = [...(events.data?._embedded.invoiceEventsList ?? [])].sort((a, b) =>
    a.eventDateTime.localeCompare(b.eventDateTime),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('events.title')}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack gap="md">
        <InvoiceSummary invoice={invoice} customer={customer} />
        {events.isPending && <Skeleton h={120} />}
        {events.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('events.loadError')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void events.refetch()}>
                {t('lists:table.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {events.isSuccess && !entries.length && (
          <Alert color="yellow" role="status">
            {t('events.none')}
          </Alert>
        )}
        {entries.length > 0 && (
          <Timeline active={entries.length - 1} bulletSize={16} lineWidth={2} data-testid="invoice-events">
            {entries.map((event, index) => (
              <Timeline.Item
                key={`${event.eventType}-${event.eventDateTime}-${index}`}
                data-event-type={event.eventType}
                title={
                  <Text fw={600} size="sm">
                    {t(`lists:detail.invoiceEvent.${event.eventType}`)}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.eventDateTime)}
                  {event.triggeredBy ? ` · ${event.triggeredBy}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('lists:dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
