/**
 * CSV files for spreadsheets: semicolon separated (what German spreadsheet programs read without
 * asking), a byte order mark so umlauts survive, and cells that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) made plain text with a leading quote. Numbers
 * in German notation (-320,00) stay numbers.
 */
import Papa from 'papaparse';
import { saveBlob } from './download';

export type CsvColumn<T> = {
  /** The header of the column. */
  header: string;
  value: (row: T) => string | number | null | undefined;
};

/** A cell starting like a formula, unless it is a plain number such as -320,00 or +5. */
export const FORMULA_START = /^(?![-+]?\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

export const toCsv = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string =>
  Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START, quotes: false },
  );

/** An amount as German spreadsheets read it: decimal comma, no thousands separator. */
export const csvAmount = (amount: number): string => amount.toFixed(2).replace('.', ',');

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** Saves rows as a CSV file (with a byte order mark, so spreadsheets read it as UTF-8). */
export const downloadCsv = <T>(fileName: string, rows: readonly T[], columns: readonly CsvColumn<T>[]) =>
  saveBlob(new Blob(['\ufeff', toCsv(rows, columns)], { type: CSV_TYPE }), fileName);
