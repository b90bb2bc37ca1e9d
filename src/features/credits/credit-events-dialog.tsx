import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@generated/model/credit';
import { EventsDialog } from '@/components/events-dialog';
import { formatDateTime, formatMoney } from '@/lib/format';
import { creditEventsQueryOptions } from './api';
import { creditEventsInOrder, creditEventStyles } from '@/entities/credit/credit-events';

type Props = { row: Credit | null; onClose: () => void };

const colors = { success: 'green', error: 'red', neutral: 'brand' } as const;

/** The credit's events (CREATED, PENDING, SENT, ERROR) as a vertical timeline, oldest first. */
export const CreditEventsDialog = ({ row: credit, onClose }: Props) => {
  const { t } = useTranslation(['credits', 'lists']);
  const events = useQuery(creditEventsQueryOptions(credit?.id ?? '', credit !== null));
  const entries = creditEventsInOrder(events.data ?? []);

  return (
    <EventsDialog
      opened={credit !== null}
      onClose={onClose}
      title={t('events.title')}
      summary={
        credit && (
          <Text size="sm" c="dimmed">
            {[credit.purpose, formatMoney(credit.amount), credit.customer?.emailAddress]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )
      }
      events={events}
      count={entries.length}
      loadError={t('events.loadError')}
      emptyText={t('events.none')}
      testId="credit-events"
      bulletSize={22}
    >
      {entries.map((event, index) => {
        const style = creditEventStyles[event.eventType];
        return (
          <Timeline.Item
            key={`${index}-${event.eventType}`}
            color={colors[style.tone]}
            bullet={
              style.tone === 'error' ? (
                <IconX size={12} aria-hidden />
              ) : style.final ? (
                <IconCheck size={12} aria-hidden />
              ) : null
            }
            data-event-type={event.eventType}
            data-final={style.final || undefined}
            title={
              <Text fw={600} size="sm" c={style.tone === 'error' ? 'red' : undefined}>
                {t(`lists:detail.creditEvent.${event.eventType}`)}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.eventDateTimeUTC)}
            </Text>
          </Timeline.Item>
        );
      })}
    </EventsDialog>
  );
};
