import { Button, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFields } from './detail-fields';

export type MetadataEntry = { key: string; value: string };

export type MetadataTexts = { label: (count: number) => string; empty: string };

/** A card's metadata, folded away until asked for. */
export const MetadataExpander = ({
  entries,
  defaultOpened = false,
  texts,
}: {
  entries: MetadataEntry[] | undefined;
  /** The button's text with the count and the empty text; 'Metadata (n)' and 'No metadata' when absent. */
  texts?: MetadataTexts;
  /** Unfolded from the start (a checkout's custom fields on its own page). */
  defaultOpened?: boolean;
}) => {
  const { t } = useTranslation('lists');
  const [opened, { toggle }] = useDisclosure(defaultOpened);
  const id = useId();
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        rightSection={opened ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        aria-expanded={opened}
        aria-controls={id}
        w="fit-content"
        px={0}
      >
        {texts ? texts.label(entries?.length ?? 0) : t('detail.metadata', { count: entries?.length ?? 0 })}
      </Button>
      <Collapse expanded={opened} id={id}>
        {entries?.length ? (
          <DetailFields fields={entries.map((entry) => ({ label: entry.key, value: entry.value }))} />
        ) : (
          <Text size="sm" c="dimmed">
            {texts?.empty ?? t('detail.noMetadata')}
          </Text>
        )}
      </Collapse>
    </Stack>
  );
};
