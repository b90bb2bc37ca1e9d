import { Alert, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveCsvFile } from '@/lib/csv';
import { errorFile } from './error-file';
import type { ImportRun } from './run-import';
import type { ImportState } from './use-import';

type Props<V> = { state: ImportState<V> };

type Finished = Extract<ImportRun, { status: 'finished' }>;

const outcome = (run: Finished) => {
  if (run.failed.length === 0 && run.succeeded > 0) return 'success';
  return run.succeeded > 0 ? 'warning' : 'error';
};

const alertLook = {
  success: { color: 'green', icon: <IconCircleCheck /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle /> },
  error: { color: 'red', icon: <IconCircleX /> },
} as const;

const Running = <V,>({ state }: Props<V>) => {
  const { t } = useTranslation('import');
  const progress = state.progress ?? { done: 0, failed: 0, left: 0 };
  const total = progress.done + progress.failed + progress.left;
  return (
    <Stack gap="sm">
      <Progress
        value={total ? ((progress.done + progress.failed) / total) * 100 : 0}
        animated
        aria-label={t('progress.label')}
        size="lg"
      />
      <Text size="sm" data-testid="import-progress">
        {t('progress.counts', progress)}
      </Text>
      {state.cancelling && (
        <Text size="sm" c="dimmed">
          {t('progress.cancelling')}
        </Text>
      )}
      <Group>
        <Button variant="default" color="red" onClick={state.cancel} disabled={state.cancelling}>
          {t('progress.cancel')}
        </Button>
      </Group>
    </Stack>
  );
};

const Result = <V,>({ state, run }: Props<V> & { run: Finished }) => {
  const { t } = useTranslation('import');
  const look = outcome(run);
  const counts = { total: run.total, succeeded: run.succeeded, failed: run.failed.length };
  // The rows the dry run refused need fixing as much as the rows that failed on the server.
  const failed = [
    ...run.failed.map((row) => ({
      id: row.id,
      text: row.detail ? `${t(row.reason)}: ${row.detail}` : t(row.reason),
    })),
    ...state.refused.map((row) => ({ id: row.id, text: row.reasons.map((reason) => t(reason)).join(' ') })),
  ].map((row) => ({ ...row, who: state.describe(row.id) }));
  const downloadErrors = () => {
    if (!state.parsed) return;
    const { headers, delimiter, name } = state.parsed;
    const rows = state.failedCells(failed.map((row) => row.id));
    saveCsvFile(errorFile(name, headers, rows, delimiter));
  };
  return (
    <Stack gap="sm">
      <Alert
        color={alertLook[look].color}
        icon={alertLook[look].icon}
        data-testid="import-result"
        role="status"
      >
        {look === 'success' && t('result.success', { count: run.succeeded })}
        {look === 'warning' && t('result.warning', counts)}
        {look === 'error' && t('result.error', counts)}
      </Alert>
      {run.notStarted > 0 && <Text size="sm">{t('result.cancelled', { count: run.notStarted })}</Text>}
      {failed.length > 0 && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('result.failedRows')}
          </Text>
          <Table fz="sm" data-testid="import-failed-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('review.row')}</Table.Th>
                <Table.Th>{t('review.name')}</Table.Th>
                <Table.Th>{t('result.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failed.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>{row.who}</Table.Td>
                  <Table.Td>{row.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={downloadErrors}>
              {t('result.download')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('result.downloadHint')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
};

/** Step 3: progress with counts and cancel while the rows run, then the result. */
export const ImportStep = <V,>({ state }: Props<V>) => {
  const { t } = useTranslation('import');
  const { run } = state;
  if (!run) return <Running state={state} />;
  if (run.status === 'stopped')
    return (
      <Alert color="red" icon={<IconCircleX />} data-testid="import-result" role="alert">
        <Text fw={600} size="sm">
          {t(run.reason)}
        </Text>
        <Text size="sm">{t('result.stopped')}</Text>
      </Alert>
    );
  return <Result state={state} run={run} />;
};
