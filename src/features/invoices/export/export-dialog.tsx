import { Alert, Button, Modal, Stack, Stepper, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectProgress } from '@/components/collect-progress';
import { DEFAULT_CSV_FORMAT, saveCsvFile, type CsvFormat } from '@/lib/csv';
import { notify } from '@/lib/notify';
import { EXPORT_FILE, exportFile, type ExportChoice } from './invoice-export';
import { ExportChoices } from './export-choices';
import { useInvoiceExport, type ExportState } from './use-invoice-export';
import { DialogActions } from '@/components/dialog-actions';

type Props = { opened: boolean; onClose: () => void; initial: ExportChoice };

const stepIndex: Record<ExportState['step'], number> = { prepare: 0, collect: 1, download: 2, empty: 2 };

/** The invoice export wizard (spec 3 §4): prepare, collect with a running count, download or empty. */
export const ExportDialog = ({ opened, onClose, initial }: Props) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const [choice, setChoice] = useState<ExportChoice>(initial);
  const [format, setFormat] = useState<CsvFormat>(DEFAULT_CSV_FORMAT);
  const exporter = useInvoiceExport(() => notify.error(t('export.failed')));
  const { state } = exporter;

  const download = () => {
    if (state.step !== 'download') return;
    saveCsvFile(exportFile(state.rows, t, format));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('export.title')}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Stepper active={stepIndex[state.step]} size="xs" allowNextStepsSelect={false}>
          <Stepper.Step label={t('export.steps.prepare')} />
          <Stepper.Step label={t('export.steps.collect')} />
          <Stepper.Step label={t('export.steps.download')} />
        </Stepper>
        {state.step === 'prepare' && (
          <>
            {state.failed && (
              <Alert color="red" role="alert">
                {t('export.failed')}
              </Alert>
            )}
            <ExportChoices choice={choice} onChange={setChoice} format={format} onFormatChange={setFormat} />
            <DialogActions>
              <Button variant="default" onClick={onClose}>
                {t('lists:dialog.cancel')}
              </Button>
              <Button onClick={() => exporter.start(choice)}>{t('export.start')}</Button>
            </DialogActions>
          </>
        )}
        {state.step === 'collect' && (
          <CollectProgress
            {...state}
            starting={t('export.starting')}
            progress={(counts) => t('export.progress', counts)}
            label={t('export.steps.collect')}
            cancelLabel={t('export.cancel')}
            onCancel={exporter.cancel}
          />
        )}
        {state.step === 'download' && (
          <>
            <Text size="sm">{t('export.ready', { count: state.rows.length, file: EXPORT_FILE })}</Text>
            <DialogActions>
              <Button variant="default" onClick={onClose}>
                {t('lists:dialog.close')}
              </Button>
              <Button leftSection={<IconDownload size={16} />} onClick={download}>
                {t('export.download')}
              </Button>
            </DialogActions>
          </>
        )}
        {state.step === 'empty' && (
          <>
            <Alert color="yellow" role="status">
              {t('export.empty')}
            </Alert>
            <DialogActions>
              <Button variant="default" onClick={exporter.restart}>
                {t('export.back')}
              </Button>
              <Button onClick={onClose}>{t('lists:dialog.close')}</Button>
            </DialogActions>
          </>
        )}
      </Stack>
    </Modal>
  );
};
