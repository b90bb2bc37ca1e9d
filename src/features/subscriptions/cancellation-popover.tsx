import { Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@generated/model/subscription';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate } from '@/lib/format';

/** A CANCELLATION_REQUESTED badge that opens the target date and the optional reason (spec 3 §2.4). */
export const CancellationPopover = ({ subscription }: { subscription: Subscription }) => {
  const { t } = useTranslation('subscriptions');
  const request = subscription.cancellationRequest;
  return (
    <Popover position="bottom-start" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <UnstyledButton aria-label={t('cancellation.open')} style={{ borderRadius: 4 }}>
          <StatusBadge kind="subscription" value={subscription.status} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} data-testid="cancellation-popover">
          <Text size="sm" fw={600}>
            {t('cancellation.title')}
          </Text>
          <Text size="sm">{t('cancellation.targetDate', { date: formatDate(request?.targetDate) })}</Text>
          {request?.reason && <Text size="sm">{t('cancellation.reason', { reason: request.reason })}</Text>}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
