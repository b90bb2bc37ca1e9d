import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The rows that arrived since the list was shown; nothing is offered at 0. */
  count: number;
  /** The notice's text for the count ('3 new payments'). */
  label: (count: number) => string;
  onShow: () => void;
  /** The list asks the server in the background: a quiet sign. */
  refreshing: boolean;
};

/** The quiet sign of a page asking the server again for what it shows ('Updating…'). */
export const RefreshingSign = () => {
  const { t } = useTranslation('lists');
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid="refreshing"
      bg="var(--mantine-color-body)"
      px={6}
      style={control}
    >
      <Loader size={12} type="oval" aria-hidden />
      <Text size="xs" c="dimmed">
        {t('views.refreshing')}
      </Text>
    </Group>
  );
};

// Laid over the top of the table, so that neither sign moves the rows when it comes or goes; at
// the start of the line, clear of the table's tools at its end.
const layer: CSSProperties = { position: 'relative', height: 0, zIndex: 3 };
const line: CSSProperties = { position: 'absolute', top: 6, left: 0, right: 0, pointerEvents: 'none' };
const control: CSSProperties = { pointerEvents: 'auto' };

/**
 * Above a list: the rows that arrived while it was shown, offered with a click instead of being
 * inserted under the user's cursor, and a quiet sign while the list refreshes in the background.
 * The line is a polite live region, so a screen reader hears of new rows without losing its place.
 */
export const NewRowsNotice = ({ count, label, onShow, refreshing }: Props) => (
  <Box style={layer}>
    <Group gap="xs" style={line} role="status" aria-live="polite">
      {count > 0 && (
        <Button
          size="compact-sm"
          radius="xl"
          variant="filled"
          leftSection={<IconArrowUp size={14} aria-hidden />}
          onClick={onShow}
          style={control}
          data-testid="new-rows-notice"
        >
          {label(count)}
        </Button>
      )}
      {refreshing && <RefreshingSign />}
    </Group>
  </Box>
);
