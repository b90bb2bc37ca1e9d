import { describe, expect, it } from 'vitest';
import { isAddressComplete } from './address-complete';

const base = { zipCode: '10115', city: 'Berlin', country: 'DE' } as const;

describe('a complete customer address (spec 2 §5)', () => {
  it.each([
    ['a line', { ...base, line: 'Hauptstraße 1' }, true],
    ['street and house number', { ...base, street: 'Hauptstraße', houseNumber: '1' }, true],
    ['a street without house number', { ...base, street: 'Hauptstraße' }, false],
    ['no zip code', { ...base, line: 'Hauptstraße 1', zipCode: ' ' }, false],
    ['no city', { ...base, line: 'Hauptstraße 1', city: '' }, false],
    ['no country', { line: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin' }, false],
    ['no address at all', undefined, false],
  ])('%s', (_, address, complete) => {
    expect(isAddressComplete(address)).toBe(complete);
  });
});
