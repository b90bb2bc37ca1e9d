import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import { formatMoney } from '@/lib/format';
import { parseReasonMessage } from './payment-events';

/** Who triggered an event, its reason, and the before/after of modified and fee events. */
export const EventDetails = ({ event }: { event: PaymentEvent }) => {
  const { t } = useTranslation('payments');
  const details = parseReasonMessage(event.reasonMessage);
  return (
    <Stack gap={2}>
      {event.triggeredBy && (
        <Text size="xs" c="dimmed">
          {t('events.triggeredBy', { name: event.triggeredBy })}
        </Text>
      )}
      {event.reason && <Text size="sm">{event.reason}</Text>}
      {details && (details.purposeBefore !== undefined || details.purposeAfter !== undefined) && (
        <Text size="sm" data-testid="event-purpose-change">
          {t('events.purposeChange', {
            before: details.purposeBefore ?? '--',
            after: details.purposeAfter ?? '--',
          })}
        </Text>
      )}
      {details && (details.amountBefore !== undefined || details.amountAfter !== undefined) && (
        <Text size="sm" data-testid="event-amount-change">
          {t('events.amountChange', {
            before: formatMoney(details.amountBefore),
            after: formatMoney(details.amountAfter),
          })}
        </Text>
      )}
    </Stack>
  );
};
