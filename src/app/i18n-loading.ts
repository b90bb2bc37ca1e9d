/**
 * How the translations reach i18next in the browser, in a few lines rather than two plugins
 * (i18next-http-backend and i18next-browser-languagedetector weigh more than the login page's
 * own code, and the portal uses one path and one detection order of theirs).
 */
import type { BackendModule, LanguageDetectorModule, ReadCallback } from 'i18next';
import { LANGUAGE_STORAGE_KEY } from '@/lib/session';

export const translationPath = (language: string, namespace: string) => `/i18n/${namespace}/${language}.json`;

/**
 * Reads /i18n/{namespace}/{language}.json. A network failure or a server error is worth another
 * try (i18next retries with a growing pause); a missing file or broken JSON is not.
 */
export const translationBackend = (fetcher: typeof fetch = (...args) => fetch(...args)): BackendModule => ({
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const url = translationPath(language, namespace);
    fetcher(url).then(
      async (response) => {
        if (!response.ok)
          return callback(`failed loading ${url}: status ${response.status}`, response.status >= 500);
        try {
          const data: unknown = JSON.parse(await response.text());
          if (typeof data !== 'object' || data === null || Array.isArray(data))
            return callback(`${url} is not an object of translations`, false);
          callback(null, Object.fromEntries(Object.entries(data)));
        } catch {
          callback(`${url} is not JSON`, false);
        }
      },
      () => callback(`failed loading ${url}`, true),
    );
  },
});

const storage = {
  read: () => {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  write: (language: string) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  },
};

/**
 * The language: the query string first (?lng=de), then the user's last choice, then the browser's
 * languages. i18next takes the first one it supports and falls back to English; the language it
 * settles on is remembered as the user's choice.
 */
export const languageDetector = (): LanguageDetectorModule => ({
  type: 'languageDetector',
  detect: () =>
    [
      new URLSearchParams(window.location.search).get('lng') ?? undefined,
      storage.read(),
      ...(navigator.languages ?? []),
      navigator.language,
    ].filter((language): language is string => Boolean(language)),
  cacheUserLanguage: storage.write,
});
