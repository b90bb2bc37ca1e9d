import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MetadataExpander, type MetadataEntry, type MetadataTexts } from './metadata-expander';

export type DetailCardKind = 'debtor' | 'payment' | 'invoice' | 'creditNote' | 'checkout' | 'credit';

type Props = {
  kind: DetailCardKind;
  title: string;
  /** A status badge or similar, next to the title. */
  badge?: ReactNode;
  /** The card's settings menu. */
  menu?: ReactNode;
  /** Highlighted while a timeline event of this card is hovered. */
  highlighted?: boolean;
  metadata?: MetadataEntry[];
  /** The metadata unfolded from the start. */
  metadataOpened?: boolean;
  /** The metadata's texts, where the card calls its metadata otherwise (custom fields). */
  metadataTexts?: MetadataTexts;
  children: ReactNode;
};

/** One document of a transaction: header, fields, a metadata expander, a settings menu. */
export const DetailCard = ({
  kind,
  title,
  badge,
  menu,
  highlighted = false,
  metadata,
  metadataOpened,
  metadataTexts,
  children,
}: Props) => (
  <Card
    withBorder
    padding="md"
    radius="md"
    component="section"
    aria-label={title}
    data-card={kind}
    data-highlighted={highlighted || undefined}
    style={{
      borderColor: highlighted ? 'var(--mantine-color-brand-6)' : undefined,
      boxShadow: highlighted ? '0 0 0 2px var(--mantine-color-brand-2)' : undefined,
      transition: 'box-shadow 120ms ease, border-color 120ms ease',
    }}
  >
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text fw={700}>{title}</Text>
          {badge}
        </Group>
        {menu}
      </Group>
      {children}
      {metadata !== undefined && (
        <MetadataExpander entries={metadata} defaultOpened={metadataOpened} texts={metadataTexts} />
      )}
    </Stack>
  </Card>
);
