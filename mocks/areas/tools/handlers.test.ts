import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GetCorrelationResponse } from '../../../src-generated/zod/correlations/correlations.zod';
import { GetTranslationsResponse } from '../../../src-generated/zod/i18n/i18n.zod';
import { GetSelfServiceUrlsResponse } from '../../../src-generated/zod/self-service/self-service.zod';
import { DEMO_CORRELATION_ID } from '../../db/seed/developer';
import { getDb, resetDb } from '../../db/store';
import { Problem, callOperation } from '../../test-helpers';

const leaves = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
      : [];

describe('self-service', () => {
  it('answers the debtor portal address of the company', async () => {
    const { status, body } = await callOperation('getSelfServiceUrls');
    expect(status).toBe(200);
    const { debtorPortalUrl } = GetSelfServiceUrlsResponse.parse(body);
    expect(debtorPortalUrl).toBe('https://kunden.sandbox.example.de/baeckerei-schneider-gmbh');
    expect((await callOperation('getSelfServiceUrls', { token: null })).status).toBe(401);
  });

  it('uses the production address in production', async () => {
    resetDb('production');
    const { body } = await callOperation('getSelfServiceUrls');
    expect(GetSelfServiceUrlsResponse.parse(body).debtorPortalUrl).toMatch(
      /^https:\/\/kunden\.example\.de\//,
    );
  });
});

describe('correlations', () => {
  it('answers the demo correlation with its items, without a token', async () => {
    const { status, body } = await callOperation('getCorrelation', {
      params: { id: DEMO_CORRELATION_ID },
      query: { expand: 'includeItems' },
      token: null,
    });
    expect(status).toBe(200);
    const correlation = GetCorrelationResponse.parse(body);
    expect(correlation.id).toBe('corr-demo');
    expect(correlation.items.length).toBeGreaterThanOrEqual(3);
    expect(correlation.items[0]?.payload).toMatchObject({ currency: 'EUR' });
  });

  it('leaves the items out without expand=includeItems', async () => {
    const { body } = await callOperation('getCorrelation', { params: { id: DEMO_CORRELATION_ID } });
    expect(GetCorrelationResponse.parse(body).items).toEqual([]);
  });

  it('has the demo correlation in a fresh company too, and more in the default one', async () => {
    expect(getDb().correlations.length).toBeGreaterThan(1);
    resetDb('fresh');
    expect(getDb().correlations.map((correlation) => correlation.id)).toEqual([DEMO_CORRELATION_ID]);
    const { status } = await callOperation('getCorrelation', { params: { id: DEMO_CORRELATION_ID } });
    expect(status).toBe(200);
  });

  it('answers 404 for an unknown correlation', async () => {
    const { status, body } = await callOperation('getCorrelation', { params: { id: 'nope' }, token: null });
    expect(status).toBe(404);
    Problem.parse(body);
  });
});

describe('translations', () => {
  const namespaces = readdirSync('public/i18n');

  it.each(namespaces.flatMap((namespace) => ['en', 'de'].map((language) => [namespace, language])))(
    'serves public/i18n/%s/%s.json with every text',
    async (namespace = '', language = '') => {
      const { status, body } = await callOperation('getTranslations', {
        params: { namespace, language },
        token: null,
      });
      expect(status).toBe(200);
      const served = leaves(GetTranslationsResponse.parse(body));
      const file: unknown = JSON.parse(readFileSync(`public/i18n/${namespace}/${language}.json`, 'utf8'));
      expect(new Map(served)).toEqual(new Map(leaves(file)));
    },
  );

  it('serves the files as they are, nested keys included', async () => {
    const { body } = await callOperation('getTranslations', {
      params: { namespace: 'global', language: 'en' },
      token: null,
    });
    const login = GetTranslationsResponse.parse(body).login;
    const demo = typeof login === 'object' ? login.demo : undefined;
    expect(typeof demo === 'object' && demo.title).toBe('Demo account');
  });

  it('answers 404 for an unknown namespace or language', async () => {
    for (const params of [
      { namespace: 'nope', language: 'en' },
      { namespace: 'global', language: 'fr' },
    ]) {
      const { status, body } = await callOperation('getTranslations', { params, token: null });
      expect(status).toBe(404);
      Problem.parse(body);
    }
  });
});
