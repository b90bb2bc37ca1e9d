/** The translations' backend and the language detection of src/app/i18n-loading.ts. */
import i18next, { type Services } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18nOptions, namespaces } from '@/app/i18n';
import { languageDetector, translationBackend } from '@/app/i18n-loading';
import { LANGUAGE_STORAGE_KEY } from '@/lib/session';

const read = (fetcher: typeof fetch, language = 'de', namespace = 'global') =>
  new Promise<[unknown, unknown]>((resolve) => {
    const backend = translationBackend(fetcher);
    backend.init({} as Services, {}, {});
    backend.read(language, namespace, (error, data) => resolve([error, data]));
  });

const answer = (body: string, status = 200) => vi.fn(() => Promise.resolve(new Response(body, { status })));

describe('translation backend', () => {
  it('reads /i18n/{namespace}/{language}.json', async () => {
    const fetcher = answer('{"login":{"title":"Anmelden"}}');
    expect(await read(fetcher)).toEqual([null, { login: { title: 'Anmelden' } }]);
    expect(fetcher).toHaveBeenCalledWith('/i18n/global/de.json');
  });

  it('asks i18next to try again after a network failure or a server error, not after a 404', async () => {
    expect(await read(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))).toEqual([
      expect.stringContaining('/i18n/global/de.json'),
      true,
    ]);
    expect((await read(answer('', 503)))[1]).toBe(true);
    expect((await read(answer('Not found', 404)))[1]).toBe(false);
  });

  it('asks for every namespace at once when the app starts, not ten at a time', async () => {
    const asked: string[] = [];
    const pending: (() => void)[] = [];
    // No file answers until every request is out: with fewer requests in flight, the start stalls.
    const fetcher = vi.fn((url: string) => {
      asked.push(url);
      return new Promise<Response>((resolve) => pending.push(() => resolve(new Response('{}'))));
    });
    const started = i18next
      .createInstance()
      .use(translationBackend(fetcher as unknown as typeof fetch))
      .init({ ...i18nOptions, lng: 'en' });
    await vi.waitFor(() => expect(asked).toHaveLength(namespaces.length));
    pending.forEach((answer) => answer());
    await started;
  });

  it('refuses a file that is not an object of translations', async () => {
    expect(await read(answer('<!doctype html>'))).toEqual([expect.stringContaining('not JSON'), false]);
    expect((await read(answer('["a"]')))[1]).toBe(false);
  });
});

describe('language detection', () => {
  const detected = (search: string) => {
    window.history.replaceState(null, '', `/login${search}`);
    return languageDetector().detect();
  };

  it('takes the query string first, then the last choice, then the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detected('?lng=de')).toEqual(['de', 'en', ...navigator.languages, navigator.language]);
    expect(detected('')).toEqual(['en', ...navigator.languages, navigator.language]);
    localStorage.clear();
    expect(detected('')).toEqual([...navigator.languages, navigator.language]);
  });

  it('remembers the language i18next settled on', () => {
    languageDetector().cacheUserLanguage?.('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });
});
