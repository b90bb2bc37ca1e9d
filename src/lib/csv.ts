/**
 * CSV files for spreadsheets, in two formats: the German spreadsheet preset (semicolon separated,
 * what German spreadsheet programs read without asking, a byte order mark so umlauts survive, and
 * decimal commas) and plain CSV (comma separated, decimal points, no byte order mark). In both,
 * cells that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) are
 * made plain text with a leading quote; plain numbers (-320,00 or -320.00) stay numbers.
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

export type CsvFormat = {
  delimiter: ',' | ';';
  /** The decimal separator of amounts. */
  decimal: '.' | ',';
  /** A UTF-8 byte order mark first, so spreadsheet programs read umlauts right. */
  bom: boolean;
};

/** German spreadsheet settings (Excel, LibreOffice with a German locale). */
export const GERMAN_SPREADSHEET: CsvFormat = { delimiter: ';', decimal: ',', bom: true };
/** Plain CSV (RFC 4180 with decimal points), for other programs. */
export const PLAIN_CSV: CsvFormat = { delimiter: ',', decimal: '.', bom: false };

export const toCsv = <T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  format: CsvFormat = GERMAN_SPREADSHEET,
): string =>
  Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { delimiter: format.delimiter, newline: '\r\n', escapeFormulae: FORMULA_START, quotes: false },
  );

/** An amount as the format's spreadsheets read it (German: decimal comma), no thousands separator. */
export const csvAmount = (amount: number, format: CsvFormat = GERMAN_SPREADSHEET): string =>
  amount.toFixed(2).replace('.', format.decimal);

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** The file's contents: the CSV text, after a byte order mark where the format wants one. */
export const csvBlob = (csv: string, format: CsvFormat = GERMAN_SPREADSHEET): Blob =>
  new Blob(format.bom ? ['\ufeff', csv] : [csv], { type: CSV_TYPE });

/** Saves rows as a CSV file (by default with a byte order mark, so spreadsheets read it as UTF-8). */
export const downloadCsv = <T>(
  fileName: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  format: CsvFormat = GERMAN_SPREADSHEET,
) => saveBlob(csvBlob(toCsv(rows, columns, format), format), fileName);
