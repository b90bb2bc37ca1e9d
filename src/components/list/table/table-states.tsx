import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '../../look-alikes/skeleton';
import { cellClass, dataRowLook, rowClass } from '../../look-alikes/table';

/** Grey placeholder rows in the table's shape while a page loads. */
export const SkeletonRows = ({ rows, columns }: { rows: number; columns: number }) => (
  <>
    {Array.from({ length: rows }, (_, row) => (
      <tr key={row} className={rowClass} {...dataRowLook} data-testid="skeleton-row">
        {Array.from({ length: columns }, (_, column) => (
          <td key={column} className={cellClass}>
            <SkeletonLine />
          </td>
        ))}
      </tr>
    ))}
  </>
);

/** A row spanning the table, for the empty and error states. */
export const FullRow = ({ columns, children }: { columns: number; children: React.ReactNode }) => (
  <Table.Tr>
    <Table.Td colSpan={columns} py="xl">
      {children}
    </Table.Td>
  </Table.Tr>
);

type EmptyProps = {
  text: string;
  filtered: boolean;
  onClearFilters?: () => void;
  /** More for an unfiltered empty list: a help text, a create button. */
  content?: React.ReactNode;
};

export const EmptyTableState = ({ text, filtered, onClearFilters, content }: EmptyProps) => {
  const { t } = useTranslation('lists');
  return (
    <Stack align="center" gap="xs" data-testid="table-empty">
      {filtered && <IconSearchOff size={28} aria-hidden color="var(--mantine-color-dimmed)" />}
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {filtered && onClearFilters && (
        <Button variant="subtle" size="xs" onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      )}
      {!filtered && content}
    </Stack>
  );
};

export const ErrorTableState = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const { t } = useTranslation('lists');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('table.errorTitle')}
      role="alert"
      data-testid="table-error"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('table.errorText')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
          {t('table.retry')}
        </Button>
      </Group>
    </Alert>
  );
};
