import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_FORMATS, csvAmount, csvDate, csvFile, FORMULA_START, type CsvTable } from './csv';

/** One row with what a format has to get right: a separator, both quote chars, a formula, an empty value. */
const table: CsvTable = {
  header: ['name', 'amount', 'note'],
  rows: [
    ['O\'Brien; Sohn, "Bau"', csvAmount(-320, 'plain'), ''],
    ['=1+1', '-320.00', undefined],
  ],
};
const lines = (text: string) => text.split('\r\n');

describe('the CSV formats of every export', () => {
  it('offers the spec format first, then the German spreadsheet preset, then plain CSV', () => {
    expect(CSV_FORMATS).toEqual(['single-quoted', 'german-spreadsheet', 'plain']);
  });

  it("'single-quoted' (spec 3 §7): every value in single quotes, commas, no byte order mark", () => {
    const file = csvFile('invoice-export', table, 'single-quoted');
    expect(lines(file.text)).toEqual([
      `'name','amount','note'`,
      `'O''Brien; Sohn, "Bau"','-320.00',''`,
      `'''=1+1','-320.00',''`,
    ]);
    // Read back with the same quote char, the values are what was written (the formula as text).
    const read = Papa.parse<string[]>(file.text, { quoteChar: "'", delimiter: ',' }).data;
    expect(read[1]).toEqual([`O'Brien; Sohn, "Bau"`, '-320.00', '']);
    expect(read[2]?.[0]).toBe("'=1+1");
  });

  it("'german-spreadsheet': semicolons, double quotes only where needed, a byte order mark", () => {
    const { text } = csvFile('invoice-export', table, 'german-spreadsheet');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(lines(text.slice(1))).toEqual([
      'name;amount;note',
      `"O'Brien; Sohn, ""Bau""";-320.00;`,
      `"'=1+1";-320.00;`,
    ]);
  });

  it("'plain': commas, double quotes only where needed, no byte order mark", () => {
    expect(lines(csvFile('invoice-export', table, 'plain').text)).toEqual([
      'name,amount,note',
      `"O'Brien; Sohn, ""Bau""",-320.00,`,
      `"'=1+1",-320.00,`,
    ]);
  });

  it.each(CSV_FORMATS)('%s keeps the name as a .csv file and writes UTF-8', async (format) => {
    const file = csvFile('invoice-export', { header: ['Straße'], rows: [['Öl']] }, format);
    expect(file.name).toBe('invoice-export.csv');
    expect(csvFile('invoice-export.csv', table, format).name).toBe('invoice-export.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    expect(bom).toBe(format === 'german-spreadsheet');
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(file.text);
    expect(file.text).toContain('Straße');
  });

  it('writes amounts with a decimal comma for German spreadsheets only', () => {
    expect(CSV_FORMATS.map((format) => csvAmount(-1234.5, format))).toEqual([
      '-1234.50',
      '-1234,50',
      '-1234.50',
    ]);
  });

  it('writes days as 2026-03-05, or 05.03.2026 for German spreadsheets', () => {
    expect(CSV_FORMATS.map((format) => csvDate('2026-03-05T10:00:00Z', format))).toEqual([
      '2026-03-05',
      '05.03.2026',
      '2026-03-05',
    ]);
  });

  it.each([
    ['=HYPERLINK("http://evil")', true],
    ['+49 30 1234', true],
    ['-2+3', true],
    ['@SUM(A1)', true],
    ['\tcmd', true],
    ['\rcmd', true],
    ['-320,00', false],
    ['+5', false],
    ['49.90', false],
    ['Miete März', false],
    ['', false],
  ])('%j starts like a formula: %s', (cell, formula) => {
    expect(FORMULA_START.test(cell)).toBe(formula);
  });
});
