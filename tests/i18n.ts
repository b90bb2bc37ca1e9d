/** An i18n instance for tests: the real translation files, loaded synchronously. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, languages, namespaces } from '@/app/i18n';

export const translationsRoot = join(import.meta.dirname, '..', 'public', 'i18n');

export const readTranslations = (namespace: string, language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(translationsRoot, namespace, `${language}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const missingKeys: string[] = [];

/**
 * Fails with the keys the translations were asked for and did not have since the last call (and
 * forgets them): tests/setup-node.ts calls it after every test, so a missing key fails the test
 * even where a render swallowed the error.
 */
export const failOnMissingKeys = () => {
  const missing = missingKeys.splice(0);
  if (missing.length) throw new Error(`Translation keys missing: ${[...new Set(missing)].join(', ')}`);
};

/**
 * The app's options, except that a key missing in the test's language is recorded instead of
 * falling back to English, so a German render fails on a text only English has.
 */
export const createTestI18n = async (language = 'en'): Promise<i18n> => {
  const resources = Object.fromEntries(
    languages.map((lng) => [
      lng,
      Object.fromEntries(namespaces.map((ns) => [ns, readTranslations(ns, lng)])),
    ]),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources,
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      missingKeys.push(`${languages.join(',')} ${namespace}:${key}`);
    },
  });
  return instance;
};
