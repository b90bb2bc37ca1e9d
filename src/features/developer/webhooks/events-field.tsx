import { Alert, Button, Checkbox, Code, Loader, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBoundField } from '@/components/form/bound-field';
import { webhookEventTypesQueryOptions } from '../api';
import type { WebhookFormInput } from './webhook-schema';

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The events a webhook subscribes to, as GET /webhook-event-types offers them. */
export const EventsField = () => {
  const { t } = useTranslation('developer');
  const label = t('webhooks.events');
  const { ref, field, error } = useBoundField<WebhookFormInput>('events', label);
  const eventTypes = useQuery(webhookEventTypesQueryOptions());
  // Events the webhook has that are no longer offered stay visible, so they can be removed.
  const chosen = strings(field.value);
  const offered = [...new Set([...(eventTypes.data ?? []), ...chosen])];

  return (
    <Checkbox.Group
      ref={ref}
      label={label}
      description={t('webhooks.eventsHint')}
      withAsterisk
      value={chosen}
      onChange={field.onChange}
      error={error}
    >
      {eventTypes.isPending && <Loader size="sm" mt="xs" aria-label={t('webhooks.eventsLoading')} />}
      {eventTypes.isError && (
        <Alert color="red" mt="xs" title={t('webhooks.eventsError')}>
          <Button size="xs" variant="default" onClick={() => void eventTypes.refetch()}>
            {t('webhooks.retry')}
          </Button>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {offered.map((type) => (
          <Checkbox key={type} value={type} label={<Code>{type}</Code>} onBlur={field.onBlur} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
};
