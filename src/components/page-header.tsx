import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title, with its main actions (a create button) on the right. */
export const PageHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Group justify="space-between" align="flex-start">
    <Title order={1} size="h2">
      {title}
    </Title>
    {children}
  </Group>
);
