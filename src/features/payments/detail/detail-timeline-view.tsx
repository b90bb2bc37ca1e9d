import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DetailCardKind } from '@/components/transaction-detail/detail-card';
import { formatDateTime } from '@/lib/format';
import { EventDetails } from '../event-details';
import type { DetailTimelineItem } from './detail-timeline';

const colors = { success: 'green', error: 'red', neutral: 'brand' } as const;

type Props = { items: DetailTimelineItem[]; onHover: (card: DetailCardKind | null) => void };

/** The events of the transaction, newest first; hovering or focusing one highlights its card. */
export const DetailTimelineView = ({ items, onHover }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('detail.events')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.events')}
        </Title>
        {!items.length && <Text c="dimmed">{t('events.none')}</Text>}
        <Timeline active={items.length - 1} bulletSize={16} lineWidth={2} data-testid="detail-timeline">
          {items.map((item) => (
            <Timeline.Item
              key={item.key}
              color={colors[item.tone]}
              title={
                <Text fw={600} size="sm" c={item.tone === 'error' ? 'red' : undefined}>
                  {t(item.label)}
                </Text>
              }
              tabIndex={0}
              onMouseEnter={() => onHover(item.card)}
              onMouseLeave={() => onHover(null)}
              onFocus={() => onHover(item.card)}
              onBlur={() => onHover(null)}
              data-card-ref={item.card}
              data-final={item.final || undefined}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(item.dateTime)} · {t(`detail.cardName.${item.card}`)}
              </Text>
              {item.paymentEvent ? (
                <EventDetails event={item.paymentEvent} />
              ) : (
                item.triggeredBy && (
                  <Text size="xs" c="dimmed">
                    {t('events.triggeredBy', { name: item.triggeredBy })}
                  </Text>
                )
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
};
