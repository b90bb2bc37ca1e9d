import { Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { LazyColorSchemeSwitch } from './lazy-color-scheme-switch';

type Props = { title: string; subtitle?: ReactNode; width?: number; children: ReactNode };

/** The frame of the public screens (sign-up, reset, registration, onboarding, join). */
export const PublicPage = ({ title, subtitle, width = 460, children }: Props) => (
  <Center mih="100vh" p="md" bg="var(--portal-color-muted-surface)">
    <Stack w="100%" maw={width} gap="md">
      <Group justify="flex-end" gap="sm">
        <LanguageSwitch />
        <LazyColorSchemeSwitch />
      </Group>
      <Card withBorder shadow="sm" padding="xl" radius="md">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Stack>
  </Center>
);
