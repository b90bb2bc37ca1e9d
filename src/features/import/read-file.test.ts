import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBytes, detectDelimiter, parseCsvBytes, parseCsvText } from './read-file';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('reading an import file', () => {
  it('reads Windows-1252 as German Excel writes it, so umlauts survive', () => {
    const parsed = parseCsvBytes(fixture('windows-1252-umlauts.csv'));
    expect(parsed.encoding).toBe('windows-1252');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Betrag', 'Verwendungszweck']);
    expect(parsed.rows).toEqual([
      ['Jürgen', 'Müller', 'juergen.mueller@example.de', '12,50', 'Gebühr März 2026'],
      ['Änne', 'Groß', 'aenne.gross@example.de', '1234,99', 'Übernachtung Köln'],
    ]);
  });

  it('drops a UTF-8 byte order mark and reads comma separated files', () => {
    const parsed = parseCsvBytes(fixture('utf8-bom.csv'));
    expect(parsed.encoding).toBe('utf-8');
    expect(parsed.delimiter).toBe(',');
    expect(parsed.headers[0]).toBe('firstName');
    expect(parsed.rows).toEqual([['Zoë', 'Brontë', 'zoe@example.com', '99.90', 'Invoice 2026-001']]);
  });

  it('reads UTF-8 without a byte order mark as UTF-8', () => {
    expect(decodeBytes(new TextEncoder().encode('Müller')).text).toBe('Müller');
  });

  it('keeps quoted fields with semicolons and line breaks whole and skips empty lines', () => {
    const parsed = parseCsvBytes(fixture('quoted-semicolons.csv'));
    expect(parsed.delimiter).toBe(';');
    expect(parsed.rows).toEqual([
      ['Anna', 'Schmidt', 'anna@example.de', '1,5', 'Miete; Januar', 'KS 1'],
      ['Bernd', 'Meier', 'bernd@example.de', '20', 'Zeile eins\nZeile zwei', 'KS 2'],
    ]);
  });

  it('detects the delimiter from the header line, ignoring quoted separators', () => {
    expect(detectDelimiter('"a,b";c;d\n1,2,3')).toBe(';');
    expect(detectDelimiter('a,b;c,d')).toBe(',');
  });

  it('fills short rows with empty cells', () => {
    expect(parseCsvText('a,b,c\n1,2').rows).toEqual([['1', '2', '']]);
  });
});
