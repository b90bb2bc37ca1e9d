import { Button, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFields } from './detail-fields';

export type MetadataEntry = { key: string; value: string };

/** A card's metadata, folded away until asked for. */
export const MetadataExpander = ({
  entries,
  defaultOpened = false,
  label,
}: {
  entries: MetadataEntry[] | undefined;
  /** The button's text with the count; 'Metadata (n)' when absent. */
  label?: (count: number) => string;
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
        {(label ?? ((count) => t('detail.metadata', { count })))(entries?.length ?? 0)}
      </Button>
      <Collapse expanded={opened} id={id}>
        {entries?.length ? (
          <DetailFields fields={entries.map((entry) => ({ label: entry.key, value: entry.value }))} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.noMetadata')}
          </Text>
        )}
      </Collapse>
    </Stack>
  );
};
