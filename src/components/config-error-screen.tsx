import { Button, Card, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

type Props = { problem: 'missing' | 'invalid'; details: string[]; onRetry: () => void };

/**
 * Shown instead of the portal when a production build has no valid /config.json: it does not know
 * its backend, and must not guess one. Uses only the login page's styles (critical.ts).
 */
export const ConfigErrorScreen = ({ problem, details, onRetry }: Props) => {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" bg="var(--portal-color-muted-surface)">
      <Stack w="100%" maw={560} gap="md">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" padding="xl" radius="md" role="alert" data-testid="config-error">
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('configError.title')}
            </Title>
            <Text>{t(`configError.${problem}`)}</Text>
            <Text c="dimmed" size="sm">
              {t('configError.hint')}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('configError.details')}
              </Text>
              <Code block>{details.join('\n')}</Code>
            </Stack>
            <Group>
              <Button onClick={onRetry}>{t('configError.retry')}</Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
};
