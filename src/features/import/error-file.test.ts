import { describe, expect, it } from 'vitest';
import { parseCsvText } from './read-file';
import { errorFile, errorFileName } from './error-file';

describe('the error file', () => {
  it('keeps the header, the columns and the separator of the file, so it can be imported again', () => {
    const headers = ['Vorname', 'Nachname', 'E-Mail', 'Betrag', 'Verwendungszweck'];
    const rows = [['Änne', 'Groß', 'aenne(at)example.de', '12,50', 'Miete; März']];
    const { text } = errorFile('kunden.csv', headers, rows, ';');
    expect(text).toBe(
      '\ufeffVorname;Nachname;E-Mail;Betrag;Verwendungszweck\r\nÄnne;Groß;aenne(at)example.de;12,50;"Miete; März"',
    );
    expect(parseCsvText(text.slice(1))).toMatchObject({ headers, rows, delimiter: ';' });
  });

  it('writes comma separated files back with commas and no byte order mark', () => {
    expect(errorFile('kunden.csv', ['a', 'b'], [['1', 'x,y']], ',').text).toBe('a,b\r\n1,"x,y"');
  });

  it('is named after the file', () => {
    expect(errorFile('kunden.csv', ['a'], [], ',').name).toBe('kunden-errors.csv');
    expect(errorFileName('.csv')).toBe('import-errors.csv');
  });
});
