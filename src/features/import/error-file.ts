/**
 * The error file: the failed rows exactly as they were in the file (same header, same columns,
 * same separator), so the user can fix them and import just those again.
 */
import { csvBlob, GERMAN_SPREADSHEET, PLAIN_CSV, toCsv, type CsvColumn } from '@/lib/csv';
import type { Delimiter } from './read-file';

export const errorFileCsv = (headers: readonly string[], rows: readonly string[][], delimiter: Delimiter) => {
  const columns: CsvColumn<readonly string[]>[] = headers.map((header, index) => ({
    header,
    value: (row) => row[index] ?? '',
  }));
  const format = delimiter === ';' ? GERMAN_SPREADSHEET : PLAIN_CSV;
  return { csv: toCsv(rows, columns, format), format };
};

export const errorFileBlob = (
  headers: readonly string[],
  rows: readonly string[][],
  delimiter: Delimiter,
) => {
  const { csv, format } = errorFileCsv(headers, rows, delimiter);
  return csvBlob(csv, format);
};

/** 'customers.csv' gives 'customers-errors.csv'. */
export const errorFileName = (fileName: string) =>
  `${fileName.replace(/\.[^.]*$/, '') || 'import'}-errors.csv`;
