import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CSV_FORMAT, csvFile, csvTable, saveCsvFile, type CsvFormat } from '@/lib/csv';
import { useCollectRun } from '@/lib/use-collect-run';
import { CollectProgress } from '../../collect-progress';
import { CsvFormatChoice } from '../../csv-format-choice';
import type { ListRow } from './list-config';
import { useListState } from './list-context';
import { collectListRows, exportColumns, exportFileName, shownColumnIds } from './list-export';
import { DialogActions } from '../../dialog-actions';

type ListExportDialogProps<Row> = {
  /** Restricts the export to these rows (the selected ones). */
  keep?: (row: Row) => boolean;
  onClose: () => void;
};

/**
 * The export of a list (list-export.ts): the format by name, then the rows collected with a
 * running count and a cancel; the file is saved only once every page has arrived. No rows, or a
 * page that fails, says so and downloads nothing (a failure offers to try again).
 */
export const ListExportDialog = <Row extends ListRow>({ keep, onClose }: ListExportDialogProps<Row>) => {
  // The list's current search: the export takes its filters and search, all pages.
  const { config, search } = useListState<Row>();
  const exporter = config.export;
  const { t } = useTranslation(config.ns);
  const { t: tLists } = useTranslation('lists');
  const client = useQueryClient();
  const [format, setFormat] = useState<CsvFormat>(DEFAULT_CSV_FORMAT);
  const [file, setFile] = useState('');
  const run = useCollectRun<Row>();
  const { state } = run;
  const title = tLists('export.title', { list: t(config.texts.label ?? 'title') });

  const start = () =>
    run.start(async ({ signal, onProgress }) => {
      const rows = await collectListRows({
        query: config.query,
        search,
        client,
        signal,
        onProgress,
        keep,
      });
      signal.throwIfAborted();
      if (rows.length && exporter) {
        // The columns as the user sees them now, and the file only once every page is in.
        const columns = config.columns(t);
        const shown = shownColumnIds(columns, config.hiddenColumns?.(search, rows) ?? [], config.listId);
        const csvColumns = exportColumns({ exporter, columns, shown, t, tLists, format });
        const saved = csvFile(exportFileName(exporter.name), csvTable(rows, csvColumns), format);
        saveCsvFile(saved);
        setFile(saved.name);
      }
      return rows;
    });

  return (
    <Modal opened onClose={onClose} title={title} closeOnClickOutside={false} size="lg" centered>
      <Stack gap="md">
        {state.step === 'idle' && (
          <>
            <Text size="sm">{tLists(keep ? 'bulk.exportIntro' : 'export.intro')}</Text>
            {state.failed && (
              <Alert color="red" role="alert">
                {tLists('export.failed')}
              </Alert>
            )}
            <CsvFormatChoice value={format} onChange={setFormat} />
            <DialogActions>
              <Button variant="default" onClick={onClose}>
                {tLists('dialog.cancel')}
              </Button>
              <Button onClick={start}>{tLists(state.failed ? 'export.retry' : 'export.start')}</Button>
            </DialogActions>
          </>
        )}
        {state.step === 'collect' && (
          <CollectProgress
            {...state}
            starting={tLists('export.starting')}
            progress={(counts) => tLists('export.progress', counts)}
            label={title}
            cancelLabel={tLists('export.cancel')}
            onCancel={run.cancel}
          />
        )}
        {(state.step === 'done' || state.step === 'empty') && (
          <>
            <Alert color={state.step === 'done' ? 'green' : 'yellow'} role="status">
              {state.step === 'done'
                ? tLists('export.done', { count: state.rows.length, file })
                : tLists('export.empty')}
            </Alert>
            <DialogActions>
              <Button onClick={onClose}>{tLists('dialog.close')}</Button>
            </DialogActions>
          </>
        )}
      </Stack>
    </Modal>
  );
};
