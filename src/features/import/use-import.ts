/**
 * The state of one import dialog: the file and its rows, the column mapping, the dry run, the
 * selection, and the run with its progress, cancel and result.
 */
import { getListCustomersQueryKey } from '@/entities/customer/customer';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { getListInstalmentPlansQueryKey } from '@generated/api/instalment-plans/instalment-plans';
import { getListPaymentsQueryKey } from '@generated/api/payments/payments';
import { getListSepaMandatesQueryKey } from '@generated/api/sepa-mandates/sepa-mandates';
import { appImportApi } from './api';
import { useMappingDraft } from './use-mapping-draft';
import { cellsOf, guessMapping, metadataOf, unmappedRequired, type ColumnMapping } from './column-mapping';
import type { ImportKind } from './import-kinds';
import type { PoolProgress } from './pool';
import { readCsvFile, type ParsedFile } from './read-file';
import { rowIds, type RowCheck } from './row-rules';
import type { ImportApi, ImportRun } from './run-import';

export type CheckedRow<V> = { id: number; cells: string[]; check: RowCheck<V> };

export type ImportFile = ParsedFile & { name: string; ids: number[] };

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

export const useImport = <V>(kind: ImportKind<V>, api: ImportApi = appImportApi) => {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ImportFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [progress, setProgress] = useState<PoolProgress | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);
  const mappingDraft = useMappingDraft(kind.id, setMapping);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setParsed(null);
    setFileError(null);
    if (!chosen) return;
    if (!isCsv(chosen)) return setFileError('file.unsupported');
    try {
      const read = await readCsvFile(chosen);
      if (read.rows.length === 0) return setFileError('file.empty');
      setParsed({ ...read, name: chosen.name, ids: rowIds(read.rows.length) });
      setMapping(guessMapping(read.headers, kind.fields));
      mappingDraft.fileRead(read.headers);
    } catch {
      setFileError('file.unreadable');
    }
  };

  const missing = parsed ? unmappedRequired(mapping, kind.fields) : [];

  const rows = useMemo<CheckedRow<V>[]>(() => {
    if (!parsed) return [];
    const today = new Date();
    return parsed.rows.map((cells, index) => ({
      id: parsed.ids[index] ?? index,
      cells,
      check: kind.check(cellsOf(cells, mapping), metadataOf(cells, parsed.headers, mapping), today),
    }));
  }, [kind, parsed, mapping]);

  /**
   * Entering the review: every valid row is selected. Back to the file and forward again without a
   * change to the file or the columns keeps the rows the user chose.
   */
  const selectedFor = useRef<CheckedRow<V>[] | null>(null);
  const enterReview = () => {
    if (selectedFor.current === rows) return;
    selectedFor.current = rows;
    setSelected(new Set(rows.filter((row) => row.check.ok).map((row) => row.id)));
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const chosen = rows.flatMap((row) =>
    row.check.ok && selected.has(row.id) ? [{ id: row.id, value: row.check.value }] : [],
  );
  const total = chosen.reduce((sum, row) => sum + kind.amountOf(row.value), 0);

  const start = async () => {
    mappingDraft.control.clear();
    cancelled.current = false;
    setCancelling(false);
    setRun(null);
    setProgress({ done: 0, failed: 0, left: chosen.length });
    const result = await kind.run(api, chosen, {
      cancelled: () => cancelled.current,
      onProgress: setProgress,
    });
    setRun(result);
    if (result.status === 'finished' && result.succeeded > 0) {
      for (const queryKey of [
        getListPaymentsQueryKey(),
        getListInstalmentPlansQueryKey(),
        getListCustomersQueryKey(),
        getListSepaMandatesQueryKey(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    }
  };

  const cancel = () => {
    cancelled.current = true;
    setCancelling(true);
  };

  const refused = rows.flatMap((row) => (row.check.ok ? [] : [{ id: row.id, reasons: row.check.reasons }]));

  /** 'Anna Schmidt, anna@example.com': a row as the user knows it. */
  const describe = (id: number) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return '';
    const cells = cellsOf(row.cells, mapping);
    return [`${cells.firstName ?? ''} ${cells.lastName ?? ''}`.trim(), cells.emailAddress]
      .filter(Boolean)
      .join(', ');
  };

  const failedCells = (ids: readonly number[]) => {
    const wanted = new Set(ids);
    return rows.filter((row) => wanted.has(row.id)).map((row) => row.cells);
  };

  return {
    file,
    parsed,
    fileError,
    chooseFile,
    mapping,
    /** The user's own choice of columns, kept as a draft. */
    setMapping: (next: ColumnMapping) => {
      setMapping(next);
      if (parsed) mappingDraft.changed(parsed.headers, next);
    },
    mappingDraft: mappingDraft.control,
    missing,
    rows,
    selected,
    enterReview,
    setSelected,
    toggle,
    chosen,
    total,
    start,
    cancel,
    cancelling,
    progress,
    run,
    refused,
    failedCells,
    describe,
    amountOf: kind.amountOf,
  };
};

export type ImportState<V> = ReturnType<typeof useImport<V>>;
