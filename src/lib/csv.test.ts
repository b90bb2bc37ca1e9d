import { describe, expect, it } from 'vitest';
import { csvAmount, csvBlob, FORMULA_START, GERMAN_SPREADSHEET, PLAIN_CSV, toCsv } from './csv';

type Row = { name: string; amount: number };
const columns = [
  { header: 'name', value: (row: Row) => row.name },
  { header: 'amount', value: (row: Row) => csvAmount(row.amount) },
];

describe('CSV for spreadsheets', () => {
  it('separates with semicolons and quotes what needs it', () => {
    expect(toCsv([{ name: 'Müller; Sohn', amount: 49.9 }], columns)).toBe(
      'name;amount\r\n"Müller; Sohn";49,90',
    );
  });

  it.each([
    ['=HYPERLINK("http://evil")', true],
    ['+49 30 1234', true],
    ['-2+3', true],
    ['@SUM(A1)', true],
    ['\tcmd', true],
    ['-320,00', false],
    ['+5', false],
    ['49.90', false],
    ['Miete März', false],
    ['', false],
  ])('%j starts like a formula: %s', (cell, formula) => {
    expect(FORMULA_START.test(cell)).toBe(formula);
  });

  it('makes formula cells plain text and keeps negative amounts numbers', () => {
    const csv = toCsv(
      [
        { name: '=1+1', amount: -320 },
        { name: '@cmd', amount: 0.5 },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual(['name;amount', `"'=1+1";-320,00`, `"'@cmd";0,50`]);
  });
});

describe('plain CSV', () => {
  it('separates with commas, uses decimal points and keeps formula cells plain text', () => {
    const plainColumns = [
      { header: 'name', value: (row: Row) => row.name },
      { header: 'amount', value: (row: Row) => csvAmount(row.amount, PLAIN_CSV) },
    ];
    const csv = toCsv(
      [
        { name: 'Müller, Sohn', amount: -320 },
        { name: '=1+1', amount: 49.9 },
      ],
      plainColumns,
      PLAIN_CSV,
    );
    expect(csv.split('\r\n')).toEqual(['name,amount', '"Müller, Sohn",-320.00', `"'=1+1",49.90`]);
  });

  it('writes a byte order mark only for the German spreadsheet preset', async () => {
    const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())].slice(0, 3);
    expect(await bytes(csvBlob('a', GERMAN_SPREADSHEET))).toEqual([0xef, 0xbb, 0xbf]);
    expect(await bytes(csvBlob('a', PLAIN_CSV))).toEqual([0x61]);
  });
});
