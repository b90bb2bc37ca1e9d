/**
 * Translations: English and German, one file per namespace and language under
 * /i18n/{namespace}/{language}.json. The language comes from the query string (?lng=de) first,
 * then the user's last choice, then the browser; English is the fallback.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages } from '@/lib/languages';
import { languageDetector, translationBackend } from './i18n-loading';

export { languages, type Language } from '@/lib/languages';
export const namespaces = [
  'global',
  'validations',
  'customers',
  'company',
  'onboarding',
  'lists',
  'payments',
  'company-settings',
  'developer',
  'products',
  'company-money',
  'mandates',
  'invoices',
  'subscriptions',
  'instalment-plans',
  'invoice-editor',
  'credits',
  'credit-notes',
  'checkouts',
  'team',
  'services',
  'agent',
  'import',
  'palette',
] as const;
export const defaultNamespace = 'global';

export const i18nOptions = {
  supportedLngs: [...languages],
  fallbackLng: 'en',
  nonExplicitSupportedLngs: true,
  load: 'languageOnly' as const,
  ns: [...namespaces],
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Every namespace at once (i18next reads ten at a time by default, so the start waited for three
  // rounds of files), in the language and its fallback.
  maxParallelReads: namespaces.length * 2,
};

declare global {
  interface Window {
    /** Keys shown without a text ('namespace:key'), noted in development and the mock build. */
    __missingTranslations?: string[];
  }
}

/**
 * Development and the mock build note every key that has no text, so that the walk over every
 * route (tests/e2e) fails on a screen that shows a key instead of words. A production build does
 * not carry it.
 */
const notesMissingKeys = import.meta.env.DEV || import.meta.env.VITE_MOCK === 'true';
const noteMissingKey = (_languages: readonly string[], namespace: string, key: string) => {
  (window.__missingTranslations ??= []).push(`${namespace}:${key}`);
  console.warn(`Missing translation: ${namespace}:${key}`);
};

export const initI18n = async (): Promise<i18n> => {
  await i18next
    .use(translationBackend())
    .use(languageDetector())
    .use(initReactI18next)
    .init(
      notesMissingKeys
        ? { ...i18nOptions, saveMissing: true, missingKeyHandler: noteMissingKey }
        : i18nOptions,
    );
  const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncHtmlLang(i18next.resolvedLanguage ?? 'en');
  i18next.on('languageChanged', syncHtmlLang);
  return i18next;
};
