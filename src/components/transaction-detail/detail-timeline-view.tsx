import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { DetailCardKind } from './detail-card';
import type { TimelineItem } from './detail-timeline';

const colors = { success: 'green', error: 'red', neutral: 'brand' } as const;

type Props<T extends TimelineItem> = {
  items: T[];
  onHover: (card: DetailCardKind | null) => void;
  /** More about an event under its date; without it (or when it gives nothing), who triggered it. */
  renderDetails?: (item: T) => ReactNode;
};

/** The events of the transaction, newest first; hovering or focusing one highlights its card. */
export const DetailTimelineView = <T extends TimelineItem>({ items, onHover, renderDetails }: Props<T>) => {
  const { t } = useTranslation('lists');
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={t('detail.events')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.events')}
        </Title>
        {!items.length && <Text c="dimmed">{t('detail.noEvents')}</Text>}
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
              {renderDetails?.(item) ??
                (item.triggeredBy && (
                  <Text size="xs" c="dimmed">
                    {t('detail.triggeredBy', { name: item.triggeredBy })}
                  </Text>
                ))}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
};
