import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tab whose area is not built yet: its count is on the label, the list comes later. */
export const TabComingSoon = ({ label }: { label: string }) => {
  const { t } = useTranslation(['customers', 'global']);
  return (
    <Card
      withBorder
      padding="xl"
      data-testid="coming-soon"
      aria-label={t('detail.comingSoonLabel', { label })}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <IconTools size={32} aria-hidden />
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            <Badge variant="light" color="yellow">
              {t('global:comingSoon.badge')}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {t('detail.comingSoon')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
};
