import { describe, expect, it } from 'vitest';
import { cellsOf, guessMapping, metadataOf, normaliseHeader, unmappedRequired } from './column-mapping';
import { paymentFields, planFields } from './import-kinds';

describe('guessing the column mapping from the headers', () => {
  it.each([
    [['firstName', 'lastName', 'emailAddress', 'amount', 'purpose']],
    [['First name', 'Last name', 'E-mail', 'Amount', 'Purpose']],
    [['Vorname', 'Nachname', 'E-Mail-Adresse', 'Betrag', 'Verwendungszweck']],
  ])('maps %j', (headers) => {
    expect(guessMapping(headers, paymentFields)).toMatchObject({
      firstName: 0,
      lastName: 1,
      emailAddress: 2,
      amount: 3,
      purpose: 4,
      metadata1: null,
    });
  });

  it('maps instalment columns from English and German headers', () => {
    const headers = [
      'Vorname',
      'Nachname',
      'Email',
      'Zweck',
      'Gesamtbetrag',
      'Rate',
      'Anzahlung',
      'IBAN',
      'BIC',
      'Tag',
      'metadata1',
    ];
    expect(guessMapping(headers, planFields)).toEqual({
      firstName: 0,
      lastName: 1,
      emailAddress: 2,
      purpose: 3,
      amount: 4,
      instalmentRate: 5,
      downPayment: 6,
      iban: 7,
      bic: 8,
      intervalDay: 9,
      metadata1: 10,
      metadata2: null,
      metadata3: null,
    });
  });

  it('normalises case, spaces, hyphens and umlauts', () => {
    expect(normaliseHeader(' E-Mail Adresse ')).toBe('emailadresse');
    expect(normaliseHeader('Straße/Größe')).toBe('strassegroesse');
  });

  it('lists the required fields without a column', () => {
    expect(unmappedRequired(guessMapping(['Vorname', 'Betrag'], paymentFields), paymentFields)).toEqual([
      'lastName',
      'emailAddress',
      'purpose',
    ]);
  });

  it('reads cells by field and metadata with the header as key, leaving out empty values', () => {
    const headers = ['Vorname', 'Kostenstelle', 'Projekt'];
    const mapping = { firstName: 0, metadata1: 1, metadata2: 2, metadata3: null };
    expect(cellsOf(['Anna', 'KS 1', ''], mapping).firstName).toBe('Anna');
    expect(metadataOf(['Anna', 'KS 1', ''], headers, mapping)).toEqual([
      { key: 'Kostenstelle', value: 'KS 1' },
    ]);
  });
});
