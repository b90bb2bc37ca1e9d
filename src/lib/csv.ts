/**
 * CSV files, in the three formats every export of the portal offers:
 * - 'single-quoted', the spec's format (spec 3 §7, the invoice export): every value enclosed in
 *   single quotes (a quote inside a value doubled), comma separated, decimal points, ISO dates;
 * - 'german-spreadsheet': semicolon separated, what German spreadsheet programs read without
 *   asking, a byte order mark so umlauts survive, decimal commas, dates as 31.12.2026;
 * - 'plain': comma separated, double quotes only where a value needs them, decimal points, ISO
 *   dates, no byte order mark.
 * In all three, cells that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
 * first) are made plain text with a leading quote; plain numbers (-320,00 or -320.00) stay numbers.
 */
import Papa from 'papaparse';
import { saveBlob, withExtension } from './download';

/** The formats in the order an export offers them: the spec's first, the default. */
export const CSV_FORMATS = ['single-quoted', 'german-spreadsheet', 'plain'] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];
export const DEFAULT_CSV_FORMAT: CsvFormat = 'single-quoted';

type CsvRules = {
  delimiter: ',' | ';';
  quoteChar: "'" | '"';
  /** Every value enclosed in quotes, or only those that need it (separator, quote, line break). */
  quoteAll: boolean;
  /** The decimal separator of amounts. */
  decimal: '.' | ',';
  dates: 'iso' | 'german';
  /** A UTF-8 byte order mark first, so spreadsheet programs read umlauts right. */
  bom: boolean;
};

export const csvRules: Record<CsvFormat, CsvRules> = {
  'single-quoted': { delimiter: ',', quoteChar: "'", quoteAll: true, decimal: '.', dates: 'iso', bom: false },
  'german-spreadsheet': {
    delimiter: ';',
    quoteChar: '"',
    quoteAll: false,
    decimal: ',',
    dates: 'german',
    bom: true,
  },
  plain: { delimiter: ',', quoteChar: '"', quoteAll: false, decimal: '.', dates: 'iso', bom: false },
};

export type CsvCell = string | number | null | undefined;
/** What an export writes: the header and the rows, one cell per column. */
export type CsvTable = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

/** A cell starting like a formula, unless it is a plain number such as -320,00 or +5. */
export const FORMULA_START = /^(?![-+]?\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/** The table as CSV text in the format (without the byte order mark); an absent value is empty. */
export const csvText = ({ header, rows }: CsvTable, format: CsvFormat): string => {
  const rules = csvRules[format];
  return Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    {
      delimiter: rules.delimiter,
      newline: '\r\n',
      quoteChar: rules.quoteChar,
      // A quote inside a value is doubled, as RFC 4180 does with double quotes.
      escapeChar: rules.quoteChar,
      quotes: rules.quoteAll,
      escapeFormulae: FORMULA_START,
    },
  );
};

export const CSV_TYPE = 'text/csv;charset=utf-8';

export type CsvFile = { name: string; text: string; blob: Blob };

/**
 * An export's file: its name (every format is a .csv file, so an export keeps its one name, such
 * as invoice-export.csv, whichever format is chosen) and its text, after a byte order mark where
 * the format wants one.
 */
export const csvFile = (name: string, table: CsvTable, format: CsvFormat): CsvFile => {
  const text = (csvRules[format].bom ? '\ufeff' : '') + csvText(table, format);
  return { name: withExtension(name, 'csv'), text, blob: new Blob([text], { type: CSV_TYPE }) };
};

export const saveCsvFile = (file: CsvFile) => saveBlob(file.blob, file.name);

export type CsvColumn<T> = {
  /** The header of the column. */
  header: string;
  value: (row: T) => CsvCell;
};

/** Rows of any kind as a table, one column definition per column. */
export const csvTable = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): CsvTable => ({
  header: columns.map((column) => column.header),
  rows: rows.map((row) => columns.map((column) => column.value(row))),
});

export const toCsv = <T>(rows: readonly T[], columns: readonly CsvColumn<T>[], format: CsvFormat): string =>
  csvText(csvTable(rows, columns), format);

/** Saves rows as a CSV file in the format. */
export const downloadCsv = <T>(
  fileName: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  format: CsvFormat,
) => saveCsvFile(csvFile(fileName, csvTable(rows, columns), format));

/** An amount as the format's readers expect it (German: decimal comma), no thousands separator. */
export const csvAmount = (amount: number, format: CsvFormat): string =>
  amount.toFixed(2).replace('.', csvRules[format].decimal);

/** The day of an ISO date or date-time: 2026-12-31, or 31.12.2026 for German spreadsheets. */
export const csvDate = (iso: string, format: CsvFormat): string => {
  const day = iso.slice(0, 10);
  if (csvRules[format].dates === 'iso') return day;
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};
