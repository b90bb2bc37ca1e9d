import { Alert, Button, List, ScrollArea, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { csvAmount, csvFile, csvTable, DEFAULT_CSV_FORMAT, saveCsvFile, type CsvColumn } from '@/lib/csv';
import { DialogActions } from '../../dialog-actions';
import type { ListBulk } from './bulk';
import { serverMessage, type BulkFailure, type BulkOutcome, type BulkPlan } from './bulk-run';
import { exportFileName } from './list-export';

type Props<Row extends { id: string }> = {
  /** The failed rows' file is named after it: payments-failed-2026-11-27.csv. */
  name: string;
  bulk: ListBulk<Row>;
  plan: BulkPlan<Row>;
  outcome: Extract<BulkOutcome<Row>, { step: 'finished' }>;
  onClose: () => void;
};

/** Green when every call went through, red when none did, yellow in between. */
const summaryColor = ({ done, failed }: { done: unknown[]; failed: unknown[] }) => {
  if (!failed.length) return 'green';
  return done.length ? 'yellow' : 'red';
};

/** A bulk run's result: done, skipped, not started (stopped), and each failed row with the server's message. */
export const BulkSummary = <Row extends { id: string }>({
  name,
  bulk,
  plan,
  outcome,
  onClose,
}: Props<Row>) => {
  const { t } = useTranslation('lists');
  const skipped = plan.skipped.reduce((sum, group) => sum + group.rows.length, 0);
  const message = (failure: BulkFailure<Row>) => serverMessage(failure.error) ?? t('bulk.noMessage');

  const downloadFailed = () => {
    const { amount } = bulk;
    const columns: CsvColumn<BulkFailure<Row>>[] = [
      { header: t('export.ids.id'), value: (failure) => failure.row.id },
      { header: t('bulk.csv.name'), value: (failure) => bulk.rowName(failure.row) },
      ...(amount
        ? [
            {
              header: t('export.currency', { header: t('bulk.csv.amount') }),
              value: (failure: BulkFailure<Row>) => {
                const value = amount(failure.row);
                return value == null ? undefined : csvAmount(value, DEFAULT_CSV_FORMAT);
              },
            },
          ]
        : []),
      { header: t('bulk.csv.message'), value: message },
    ];
    saveCsvFile(
      csvFile(exportFileName(`${name}-failed`), csvTable(outcome.failed, columns), DEFAULT_CSV_FORMAT),
    );
  };

  return (
    <>
      <Alert color={summaryColor(outcome)} role="status">
        <Stack gap={2}>
          <Text size="sm">{t('bulk.done', { count: outcome.done.length })}</Text>
          {skipped > 0 && <Text size="sm">{t('bulk.skippedCount', { count: skipped })}</Text>}
          {outcome.notRun.length > 0 && (
            <Text size="sm">{t('bulk.notRun', { count: outcome.notRun.length })}</Text>
          )}
          {outcome.failed.length > 0 && (
            <Text size="sm">{t('bulk.failed', { count: outcome.failed.length })}</Text>
          )}
        </Stack>
      </Alert>
      {outcome.failed.length > 0 && (
        <ScrollArea.Autosize mah={240}>
          <List size="sm" withPadding aria-label={t('bulk.failedList')}>
            {outcome.failed.map((failure) => (
              <List.Item key={failure.row.id}>
                {t('bulk.failedRow', { name: bulk.rowName(failure.row), message: message(failure) })}
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      )}
      <DialogActions>
        {outcome.failed.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={downloadFailed}
          >
            {t('bulk.downloadFailed')}
          </Button>
        )}
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </>
  );
};
