/**
 * German tax numbers (Steuernummer). Each state writes its ten- or eleven-digit number in its own
 * layout (Berlin 21/815/08150, Bavaria 181/815/08155, North Rhine-Westphalia 133/8150/8159,
 * Baden-Württemberg 93815/08152, Rhineland-Palatinate 22/815/0815/4, Bremen 75 815 08152); the
 * federal form has 13 digits with a 0 in the fifth place (2893081508152). Slashes or spaces
 * between the groups are optional.
 */
import { updateCompanyBodyTaxIdentificationNumberRegExp } from '@generated/zod/company/company.zod';

/** Group lengths of the states' written forms, and the federal form split as FFFF/0BBB/UUUUP. */
const LAYOUTS: readonly (readonly number[])[] = [
  [2, 3, 5],
  [3, 3, 5],
  [3, 4, 4],
  [5, 5],
  [2, 3, 4, 1],
  [4, 4, 5],
];

const STATE_LENGTHS = [10, 11];
const FEDERAL_LENGTH = 13;

const isFederal = (digits: string) => digits.length === FEDERAL_LENGTH && digits[4] === '0';

const validDigits = (digits: string) => STATE_LENGTHS.includes(digits.length) || isFederal(digits);

const sameLayout = (groups: string[], layout: readonly number[]) =>
  groups.length === layout.length && groups.every((group, index) => group.length === layout[index]);

export const isGermanTaxNumber = (value: string): boolean => {
  const trimmed = value.trim();
  if (/^[0-9]+$/.test(trimmed)) return validDigits(trimmed);
  // One kind of separator, single, between digit groups.
  const separator = trimmed.includes('/') ? '/' : ' ';
  const groups = trimmed.split(separator);
  if (!groups.every((group) => /^[0-9]+$/.test(group))) return false;
  return validDigits(groups.join('')) && LAYOUTS.some((layout) => sameLayout(groups, layout));
};

/**
 * The number as the backend takes it: as typed when the contract's pattern allows it (digits, or
 * 2-3/3-4/4-5 with slashes), else its digits alone. Call it on a valid number only.
 */
export const toTaxNumberPayload = (value: string): string => {
  const trimmed = value.trim();
  return updateCompanyBodyTaxIdentificationNumberRegExp.test(trimmed) ? trimmed : trimmed.replace(/\D/g, '');
};
