import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Webhook } from '@generated/model/webhook';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';

const column = listColumns.helper<Webhook>();

/** Events shown in a row before the rest is summed up as '+n'. */
const SHOWN_EVENTS = 3;

const Events = ({ events, t }: { events: string[]; t: TFunction<'developer'> }) => {
  const rest = events.slice(SHOWN_EVENTS);
  return (
    <Group gap={4}>
      {events.slice(0, SHOWN_EVENTS).map((event) => (
        <Badge key={event} variant="light" color="gray" radius="sm" tt="none">
          {event}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.join(', ')} multiline maw={320}>
          <Badge
            variant="outline"
            color="gray"
            radius="sm"
            tabIndex={0}
            aria-label={t('webhooks.moreEvents', { events: rest.join(', ') })}
          >
            +{rest.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
};

/** The webhooks list's columns (spec 3 §2.7): url, name, events, mode. */
export const getWebhookColumns = (t: TFunction<'developer'>) =>
  column.columns([
    column.accessor('url', {
      header: t('webhooks.url'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('name', { header: t('webhooks.name'), meta: { card: 'title' } }),
    column.accessor('events', {
      header: t('webhooks.events'),
      cell: (info) => <Events events={info.getValue()} t={t} />,
    }),
    column.accessor('mode', {
      header: t('webhooks.mode'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="webhook" value={info.getValue()} />,
    }),
  ]);
