import { getCustomer } from '@/entities/customer/customer';
import { listInvoices } from '@generated/api/invoices/invoices';
import { useCollectRun, type CollectRunState } from '@/lib/use-collect-run';
import { collectExportRows, type ExportChoice, type ExportRow } from './invoice-export';

/** The export wizard's steps (spec 3 §4): prepare, collect (running), download, or empty. */
export type ExportState =
  | { step: 'prepare'; failed: boolean }
  | { step: 'collect'; collected: number; total: number | undefined }
  | { step: 'download'; rows: ExportRow[] }
  | { step: 'empty' };

const wizardStep = (state: CollectRunState<ExportRow>): ExportState => {
  if (state.step === 'idle') return { step: 'prepare', failed: state.failed };
  if (state.step === 'done') return { step: 'download', rows: state.rows };
  return state;
};

/** Runs the collection with its progress (the shared fetch-all run); cancelling returns to the choices. */
export const useInvoiceExport = (onFailure: () => void) => {
  const run = useCollectRun<ExportRow>(onFailure);
  const start = (choice: ExportChoice) =>
    run.start(({ signal, onProgress }) =>
      collectExportRows(
        choice,
        {
          listInvoices: (params, pageSignal) => listInvoices(params, { signal: pageSignal }),
          getCustomer: (id, pageSignal) => getCustomer(id, { signal: pageSignal }).catch(() => undefined),
        },
        { signal, onProgress },
      ),
    );
  return { state: wizardStep(run.state), start, cancel: run.cancel, restart: run.restart };
};
