import { Code, CopyButton, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { correlationQueryOptions } from './api';

/**
 * The raw correlation as formatted JSON. React renders it as text, so markup inside a payload
 * shows as characters and never runs.
 */
export const CorrelationPage = ({ id }: { id: string }) => {
  const { t } = useTranslation('onboarding');
  const { data } = useSuspenseQuery(correlationQueryOptions(id));
  const json = JSON.stringify(data, null, 2);
  return (
    <Stack p="lg" gap="md" maw={1100} mx="auto">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={1} size="h3">
            {t('correlation.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {id}
          </Text>
        </Stack>
        <CopyButton value={json}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy}>
              {copied ? t('correlation.copied') : t('correlation.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Long lines wrap: on a phone the block neither scrolls sideways nor widens the page. */}
      <Code block data-testid="correlation-json" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {json}
      </Code>
    </Stack>
  );
};
