import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the home page: a section named by its heading. */
export const HomeSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
    <Stack gap="sm">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  </Card>
);
