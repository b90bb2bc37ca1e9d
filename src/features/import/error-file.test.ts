import { describe, expect, it } from 'vitest';
import { parseCsvText } from './read-file';
import { errorFileCsv, errorFileName } from './error-file';

describe('the error file', () => {
  it('keeps the header, the columns and the separator of the file, so it can be imported again', () => {
    const headers = ['Vorname', 'Nachname', 'E-Mail', 'Betrag', 'Verwendungszweck'];
    const rows = [['Änne', 'Groß', 'aenne(at)example.de', '12,50', 'Miete; März']];
    const { csv, format } = errorFileCsv(headers, rows, ';');
    expect(format.bom).toBe(true);
    expect(csv).toBe(
      'Vorname;Nachname;E-Mail;Betrag;Verwendungszweck\r\nÄnne;Groß;aenne(at)example.de;12,50;"Miete; März"',
    );
    expect(parseCsvText(csv)).toMatchObject({ headers, rows, delimiter: ';' });
  });

  it('writes comma separated files back with commas and no byte order mark', () => {
    const { csv, format } = errorFileCsv(['a', 'b'], [['1', 'x,y']], ',');
    expect(format.bom).toBe(false);
    expect(csv).toBe('a,b\r\n1,"x,y"');
  });

  it('is named after the file', () => {
    expect(errorFileName('kunden.csv')).toBe('kunden-errors.csv');
    expect(errorFileName('.csv')).toBe('import-errors.csv');
  });
});
