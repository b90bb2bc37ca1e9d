import { describe, expect, it } from 'vitest';
import { csvAmount, FORMULA_START, toCsv } from './csv';

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
