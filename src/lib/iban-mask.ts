/**
 * The IBAN input mask (spec 3 §5): chosen by the first two letters, from ibantools' country
 * specifications (length and the character classes of the national part), written in groups of
 * four. Without a known country it takes up to 34 letters and digits.
 */
import { getCountrySpecifications, isValidIBAN } from 'ibantools';

export const MAX_IBAN_LENGTH = 34;

/** What one position accepts: a digit, a capital letter, or either. */
type Slot = 'digit' | 'letter' | 'any';

export type IbanMask = {
  /** The country of the first two letters, when ibantools knows its IBAN. */
  country: string | undefined;
  length: number;
  slots: Slot[];
};

const slotOf = (characterClass: string): Slot | undefined => {
  if (characterClass === '0-9') return 'digit';
  if (characterClass === 'A-Z') return 'letter';
  if (characterClass === 'A-Z0-9' || characterClass === '0-9A-Z') return 'any';
  return undefined;
};

/** The positions of a national part from ibantools' pattern (`^[0-9]{8}[A-Z0-9]{12}$`). */
const bbanSlots = (pattern: string): Slot[] | undefined => {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const tokens = [...body.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)];
  if (tokens.map((token) => token[0]).join('') !== body) return undefined;
  const slots: Slot[] = [];
  for (const [, characterClass = '', count = '0'] of tokens) {
    const slot = slotOf(characterClass);
    if (!slot) return undefined;
    slots.push(...Array.from({ length: Number(count) }, () => slot));
  }
  return slots;
};

const countryMasks = new Map(
  Object.entries(getCountrySpecifications()).flatMap(([country, spec]) => {
    if (!spec.chars || !spec.bban_regexp) return [];
    const national = bbanSlots(spec.bban_regexp);
    const slots: Slot[] =
      national?.length === spec.chars - 4
        ? ['letter', 'letter', 'digit', 'digit', ...national]
        : [
            'letter',
            'letter',
            'digit',
            'digit',
            ...Array.from({ length: spec.chars - 4 }, (): Slot => 'any'),
          ];
    return [[country, { country, length: spec.chars, slots }] as const];
  }),
);

const defaultMask: IbanMask = {
  country: undefined,
  length: MAX_IBAN_LENGTH,
  slots: [
    'letter',
    'letter',
    'digit',
    'digit',
    ...Array.from({ length: MAX_IBAN_LENGTH - 4 }, (): Slot => 'any'),
  ],
};

/** The countries with a mask of their own (about 70 in the spec; ibantools knows more). */
export const maskedCountries = () => [...countryMasks.keys()];

/** The mask for what has been typed so far: by its first two letters. */
export const ibanMaskFor = (typed: string): IbanMask =>
  countryMasks.get(electronicIban(typed).slice(0, 2)) ?? defaultMask;

/** Without spaces and underscores (the mask's fill character), in capitals. */
export const electronicIban = (text: string) => text.replace(/[\s_]/g, '').toUpperCase();

const fits = (slot: Slot, character: string) =>
  slot === 'digit'
    ? /[0-9]/.test(character)
    : slot === 'letter'
      ? /[A-Z]/.test(character)
      : /[A-Z0-9]/.test(character);

/**
 * Typed or pasted text through the mask: capitals, characters that do not fit their position
 * dropped, cut at the country's length, in groups of four.
 */
export const applyIbanMask = (text: string): string => {
  const characters = electronicIban(text).replace(/[^A-Z0-9]/g, '');
  let accepted = '';
  for (const character of characters) {
    const mask = ibanMaskFor(accepted);
    if (accepted.length >= mask.length) break;
    const slot = mask.slots[accepted.length] ?? 'any';
    if (fits(slot, character)) accepted += character;
  }
  return accepted.replace(/(.{4})(?=.)/g, '$1 ');
};

/** The mask as a hint: the country code, then one underscore per position, in groups of four. */
export const ibanTemplate = (typed: string): string => {
  const mask = ibanMaskFor(typed);
  const prefix = mask.country ?? '';
  return (prefix + '_'.repeat(mask.length - prefix.length)).replace(/(.{4})(?=.)/g, '$1 ');
};

/** Spec 3 §5: valid by ibantools, spaces and underscores ignored. */
export const isValidIban = (text: string) => isValidIBAN(electronicIban(text));
