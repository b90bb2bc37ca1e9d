/**
 * Countries for the country selector: ISO 3166-1 alpha-2 codes with names in German or English
 * from the maintained i18n-iso-countries list, Austria, Switzerland and Germany suggested first,
 * the rest sorted by name in the interface language.
 */
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(de);
countries.registerLocale(en);

export const SUGGESTED_COUNTRIES = ['AT', 'CH', 'DE'] as const;

export type CountryOption = { value: string; label: string; flag: string };

/** The flag emoji of an alpha-2 code: each letter becomes its regional indicator symbol. */
export const flagOf = (code: string): string =>
  /^[A-Z]{2}$/.test(code)
    ? String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
    : '';

const countryLanguage = (language: string | undefined) => (language?.startsWith('de') ? 'de' : 'en');

export const countryName = (code: string, language: string | undefined): string =>
  countries.getName(code, countryLanguage(language), { select: 'official' }) ?? code;

export const countryOptions = (
  language: string | undefined,
): { suggested: CountryOption[]; others: CountryOption[] } => {
  const lang = countryLanguage(language);
  const names = countries.getNames(lang, { select: 'official' });
  const option = (code: string): CountryOption => ({
    value: code,
    label: names[code] ?? code,
    flag: flagOf(code),
  });
  const suggested: readonly string[] = SUGGESTED_COUNTRIES;
  const others = Object.keys(names)
    .filter((code) => !suggested.includes(code))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  return { suggested: SUGGESTED_COUNTRIES.map(option), others };
};
