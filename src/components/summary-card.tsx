import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';

type Props = { label: string; total: number | undefined; count: number | undefined; loading?: boolean };

/** A label, a total amount and a transaction count (spec 3 §2.4). */
export const SummaryCard = ({ label, total, count, loading = false }: Props) => {
  const { t } = useTranslation('lists');
  return (
    <Card withBorder padding="md" radius="md" aria-label={label} role="group" miw={220}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {loading ? (
          <Skeleton h={28} w={140} />
        ) : (
          <Group gap="xs" align="baseline">
            <Text fw={700} size="xl" data-testid="summary-total">
              {formatMoney(total ?? 0)}
            </Text>
            <Text size="sm" c="dimmed" data-testid="summary-count">
              {t('summary.count', { count: count ?? 0 })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
};
