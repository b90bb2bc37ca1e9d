import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A screen that is planned but not built yet, clearly labelled as such. */
export const ComingSoon = ({ title }: { title: string }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={2}>{title}</Title>
        <Badge variant="light" color="yellow">
          {t('comingSoon.badge')}
        </Badge>
      </Group>
      <Card withBorder padding="xl" data-testid="coming-soon">
        <Group gap="md" wrap="nowrap">
          <IconTools size={32} aria-hidden />
          <Stack gap={4}>
            <Text fw={600}>{t('comingSoon.title')}</Text>
            <Text c="dimmed">{t('comingSoon.text')}</Text>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
};
