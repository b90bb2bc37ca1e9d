/**
 * The error file: the failed rows exactly as they were in the file (same header, same columns,
 * same separator), so the user can fix them and import just those again.
 */
import { csvFile, type CsvFile } from '@/lib/csv';
import type { Delimiter } from './read-file';

/** 'customers.csv' gives 'customers-errors.csv'. */
export const errorFileName = (fileName: string) =>
  `${fileName.replace(/\.[^.]*$/, '') || 'import'}-errors.csv`;

export const errorFile = (
  fileName: string,
  headers: readonly string[],
  rows: readonly string[][],
  delimiter: Delimiter,
): CsvFile =>
  csvFile(
    errorFileName(fileName),
    { header: headers, rows },
    delimiter === ';' ? 'german-spreadsheet' : 'plain',
  );
