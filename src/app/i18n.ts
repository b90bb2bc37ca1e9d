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
  'debitors',
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
};

export const initI18n = async (): Promise<i18n> => {
  await i18next.use(translationBackend()).use(languageDetector()).use(initReactI18next).init(i18nOptions);
  const syncHtmlLang = (lng: string) => document.documentElement.setAttribute('lang', lng);
  syncHtmlLang(i18next.resolvedLanguage ?? 'en');
  i18next.on('languageChanged', syncHtmlLang);
  return i18next;
};
