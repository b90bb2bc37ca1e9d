import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { InvoiceTimelineItem } from './invoice-timeline';

type Props = { items: InvoiceTimelineItem[]; onHover: (card: InvoiceTimelineItem['card'] | null) => void };

/** The events of the invoice and its payment; hovering or focusing one highlights its card. */
export const InvoiceTimelineView = ({ items, onHover }: Props) => {
  const { t } = useTranslation(['invoices', 'lists', 'payments']);
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
              title={
                <Text fw={600} size="sm">
                  {t(item.label)}
                </Text>
              }
              tabIndex={0}
              onMouseEnter={() => onHover(item.card)}
              onMouseLeave={() => onHover(null)}
              onFocus={() => onHover(item.card)}
              onBlur={() => onHover(null)}
              data-card-ref={item.card}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(item.dateTime)} · {t(`detail.card.${item.card}`)}
                {item.triggeredBy ? ` · ${item.triggeredBy}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
};
