import { useEffect, useRef, useState } from 'react';
import { getDebitor } from '@generated/api/customers/customers';
import { listInvoices } from '@generated/api/invoices/invoices';
import { collectExportRows, type ExportChoice, type ExportRow } from './invoice-export';

/** The export wizard's steps (spec 3 §4): prepare, collect (running), download, or empty. */
export type ExportState =
  | { step: 'prepare'; failed: boolean }
  | { step: 'collect'; collected: number; total: number | undefined }
  | { step: 'download'; rows: ExportRow[] }
  | { step: 'empty' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Runs the collection with its progress; cancelling returns to the choices. */
export const useInvoiceExport = (onFailure: () => void) => {
  const [state, setState] = useState<ExportState>({ step: 'prepare', failed: false });
  const controller = useRef<AbortController | null>(null);
  // Closing the dialog stops a running collection.
  useEffect(() => () => controller.current?.abort(), []);

  const start = (choice: ExportChoice) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'collect', collected: 0, total: undefined });
    collectExportRows(
      choice,
      {
        listInvoices: (params, signal) => listInvoices(params, { signal }),
        getDebitor: (id, signal) => getDebitor(id, { signal }).catch(() => undefined),
      },
      {
        signal: abort.signal,
        onProgress: (collected, total) => {
          if (!abort.signal.aborted) setState({ step: 'collect', collected, total });
        },
      },
    ).then(
      (rows) => {
        if (abort.signal.aborted) return;
        setState(rows.length ? { step: 'download', rows } : { step: 'empty' });
      },
      (error: unknown) => {
        if (abort.signal.aborted || isAbort(error)) return;
        setState({ step: 'prepare', failed: true });
        onFailure();
      },
    );
  };

  const cancel = () => {
    controller.current?.abort();
    setState({ step: 'prepare', failed: false });
  };

  const restart = () => setState({ step: 'prepare', failed: false });

  return { state, start, cancel, restart };
};
