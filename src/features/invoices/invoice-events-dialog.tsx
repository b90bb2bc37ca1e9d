import { Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { EventsDialog } from '@/components/events-dialog';
import { formatDateTime } from '@/lib/format';
import { invoiceEventsQueryOptions } from './api';
import { InvoiceSummary } from './invoice-summary';
import { embeddedItems } from '@/lib/embedded';

type Props = { invoice: Invoice; customer: string; opened: boolean; onClose: () => void };

/** The invoice's events as a vertical timeline, oldest first; 'no events' when empty (spec 3 §2.6). */
export const InvoiceEventsDialog = ({ invoice, customer, opened, onClose }: Props) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const events = useQuery(invoiceEventsQueryOptions(invoice.id, opened));
  const entries = [...embeddedItems(events.data, 'invoiceEventsList')].sort((a, b) =>
    a.eventDateTime.localeCompare(b.eventDateTime),
  );
  return (
    <EventsDialog
      opened={opened}
      onClose={onClose}
      title={t('events.title')}
      summary={<InvoiceSummary invoice={invoice} customer={customer} />}
      events={events}
      count={entries.length}
      loadError={t('events.loadError')}
      emptyText={t('events.none')}
      emptyAsNotice
      testId="invoice-events"
      bulletSize={16}
    >
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
    </EventsDialog>
  );
};
