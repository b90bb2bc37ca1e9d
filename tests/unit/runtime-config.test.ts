/** /config.json of a production build: its format and what counts as missing or invalid. */
import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from '@/lib/runtime-config';

const STAGE = 'https://api.stage.portal.example';

const respond = (body: string, init: { status?: number; type?: string } = {}) =>
  Promise.resolve(
    new Response(body, {
      status: init.status ?? 200,
      headers: { 'content-type': init.type ?? 'application/json' },
    }),
  );
const answer = (body: string, init: { status?: number; type?: string } = {}) =>
  (() => respond(body, init)) as typeof fetch;

describe('runtime config', () => {
  it('takes an environment and an https API base URL on an allowed host', () => {
    expect(parseRuntimeConfig({ environment: 'stage', apiBaseUrl: `${STAGE}/` })).toEqual({
      ok: true,
      config: { environment: 'stage', apiBaseUrl: STAGE },
    });
    expect(
      parseRuntimeConfig({ environment: 'prod', apiBaseUrl: 'https://api.portal.example/v1' }),
    ).toMatchObject({
      ok: true,
      config: { apiBaseUrl: 'https://api.portal.example/v1' },
    });
  });

  it.each([
    ['no environment', { apiBaseUrl: STAGE }, 'environment'],
    ['the local mock server', { environment: 'local', apiBaseUrl: 'http://localhost:4010' }, 'environment'],
    ['plain http', { environment: 'stage', apiBaseUrl: 'http://api.stage.portal.example' }, 'https'],
    [
      'a host the policy does not allow',
      { environment: 'stage', apiBaseUrl: 'https://evil.example' },
      'allows',
    ],
    ['a query', { environment: 'stage', apiBaseUrl: `${STAGE}?x=1` }, 'query'],
    ['not a URL', { environment: 'stage', apiBaseUrl: 'api.stage' }, 'https'],
    ['an unknown key (a typo)', { environment: 'stage', apiBaseURL: STAGE }, 'apiBaseUrl'],
    ['not an object', ['stage'], 'config'],
  ])('refuses %s', (_case, json, hint) => {
    const result = parseRuntimeConfig(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toBe('invalid');
      expect(result.details.join('\n')).toContain(hint);
    }
  });

  it('loads /config.json without the cache', async () => {
    const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
    const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return respond(
        JSON.stringify({ environment: 'sandbox', apiBaseUrl: 'https://api.sandbox.portal.example' }),
      );
    }) as typeof fetch;
    expect(await loadRuntimeConfig(fetcher)).toMatchObject({ ok: true, config: { environment: 'sandbox' } });
    expect(calls[0]?.[0]).toBe('/config.json');
    expect(calls[0]?.[1]?.cache).toBe('no-store');
  });

  it.each([
    ['a 404', answer('Not found', { status: 404, type: 'text/plain' })],
    ["the app's index.html (single-page fallback)", answer('<!doctype html>', { type: 'text/html' })],
    ['a network error', (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch],
  ])('counts %s as missing', async (_case, fetcher) => {
    expect(await loadRuntimeConfig(fetcher)).toMatchObject({ ok: false, problem: 'missing' });
  });

  it('reads the file whatever content type the server gives it', async () => {
    const body = JSON.stringify({ environment: 'dev', apiBaseUrl: 'https://api.dev.portal.example' });
    expect(await loadRuntimeConfig(answer(body, { type: 'text/plain' }))).toMatchObject({ ok: true });
    expect(await loadRuntimeConfig(answer(body, { type: 'application/octet-stream' }))).toMatchObject({
      ok: true,
    });
  });

  it('counts broken JSON and a wrong shape as invalid', async () => {
    expect(await loadRuntimeConfig(answer('{"environment": "stage",'))).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
    expect(await loadRuntimeConfig(answer('{"environment": "qa"}'))).toMatchObject({
      ok: false,
      problem: 'invalid',
    });
  });
});
