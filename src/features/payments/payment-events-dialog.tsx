import { Group, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListPaymentEventsQueryOptions } from '@generated/api/payments/payments';
import type { Payment } from '@generated/model/payment';
import { EventsDialog } from '@/components/events-dialog';
import { formatDateTime } from '@/lib/format';
import { EventBullet, eventColor } from './event-bullet';
import { EventDetails } from './event-details';
import { collapseEvents, paymentEventStyles } from './payment-events';
import { PaymentSummary } from './payment-summary';
import { embeddedItems } from '@/lib/embedded';

type Props = { payment: Payment; opened: boolean; onClose: () => void };

/** The payment's events as a vertical timeline, oldest first, repeats collapsed (spec 3 §4). */
export const PaymentEventsDialog = ({ payment, opened, onClose }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const events = useQuery({ ...getListPaymentEventsQueryOptions(payment.id), enabled: opened });
  const entries = collapseEvents(embeddedItems(events.data, 'paperlessEventsList'));

  return (
    <EventsDialog
      opened={opened}
      onClose={onClose}
      title={t('events.title')}
      summary={<PaymentSummary payment={payment} />}
      events={events}
      count={entries.length}
      loadError={t('events.loadError')}
      emptyText={t('events.none')}
      testId="payment-events"
      bulletSize={22}
    >
      {entries.map(({ key, event, count }) => {
        const style = paymentEventStyles[event.eventType];
        return (
          <Timeline.Item
            key={key}
            color={eventColor(event.eventType)}
            bullet={<EventBullet type={event.eventType} />}
            lineVariant={style.final ? 'dashed' : 'solid'}
            data-event-type={event.eventType}
            data-final={style.final || undefined}
            data-tone={style.tone}
            title={
              <Group gap="xs">
                <Text fw={600} size="sm" c={style.tone === 'error' ? 'red' : undefined}>
                  {t(`events.type.${event.eventType}`)}
                </Text>
                {count > 1 && (
                  <Text size="xs" c="dimmed" data-testid="event-count">
                    {t('events.inTotal', { count })}
                  </Text>
                )}
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.eventDateTime)}
            </Text>
            <EventDetails event={event} />
          </Timeline.Item>
        );
      })}
    </EventsDialog>
  );
};
