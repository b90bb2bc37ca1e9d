import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_ACTIONS_ATTRIBUTE } from './shortcut-targets';

/**
 * A screen's title, with its main actions on the right; the create action comes last (the 'n'
 * shortcut presses it).
 */
export const PageHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Group justify="space-between" align="flex-start">
    <Title order={1} size="h2">
      {title}
    </Title>
    {children && <div {...{ [PAGE_ACTIONS_ATTRIBUTE]: true }}>{children}</div>}
  </Group>
);

/** A settings screen's title with the sentence under it that says what the screen is for. */
export const PageIntro = ({ title, intro }: { title: string; intro: string }) => (
  <Stack gap={4}>
    <Title order={1} size="h2">
      {title}
    </Title>
    <Text c="dimmed">{intro}</Text>
  </Stack>
);
