import { Badge, Button, Group, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { statuses: readonly string[] | undefined; onClear: () => void };

/**
 * The status filter of a list the server answers whole (bank accounts, webhooks), set from a
 * link: which statuses are shown, and a way back to all rows. Nothing while no filter is set.
 */
export const StatusFilterNotice = ({ statuses, onClear }: Props) => {
  const { t } = useTranslation('lists');
  if (!statuses?.length) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('filters.active')}>
      <Text size="sm" c="dimmed">
        {t('filters.states')}:
      </Text>
      {statuses.map((status) => (
        <Badge key={status} variant="light" tt="none">
          {t(`status.${status}`)}
        </Badge>
      ))}
      <Button size="compact-sm" variant="subtle" leftSection={<IconFilterOff size={14} />} onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Group>
  );
};
