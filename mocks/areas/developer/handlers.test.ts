import { describe, expect, it } from 'vitest';
import { CreateApiKeyResponse, ListApiKeysResponse } from '../../../src-generated/zod/api-keys/api-keys.zod';
import {
  CreateWebhookResponse,
  ListWebhookEventTypesResponse,
  ListWebhooksResponse,
  UpdateWebhookResponse,
} from '../../../src-generated/zod/webhooks/webhooks.zod';
import { getDb, resetDb } from '../../db/store';
import { Problem, callOperation, parseSuccess } from '../../test-helpers';

const apiKeys = async () =>
  ListApiKeysResponse.parse((await callOperation('listApiKeys')).body)._embedded.apiKeysList;

const webhooks = async () =>
  ListWebhooksResponse.parse((await callOperation('listWebhooks')).body)._embedded?.webhooks;

const newWebhook = {
  url: 'https://erp.example.de/hooks/neu',
  name: 'Neues ERP',
  events: ['PAYMENT_COMPLETED', 'INVOICE_PAID'],
};

describe('API keys', () => {
  it('lists names and prefixes only', async () => {
    const keys = await apiKeys();
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      expect(Object.keys(key).sort()).toEqual(['name', 'prefix']);
      expect(key.prefix).toMatch(/^pk_\w{4}$/);
    }
  });

  it('returns the full key once on creation; afterwards only the prefix is listed', async () => {
    const { status, body } = await callOperation('createApiKey', { body: { name: 'Kassensystem' } });
    expect(status).toBe(200);
    const created = CreateApiKeyResponse.parse(body);
    expect(created.apiKey.startsWith(`${created.prefix}.`)).toBe(true);
    expect(created.apiKey.length).toBeGreaterThan(30);
    const keys = await apiKeys();
    expect(keys).toContainEqual({ name: 'Kassensystem', prefix: created.prefix });
    expect(JSON.stringify(keys)).not.toContain(created.apiKey);
    expect(getDb().apiKeys.find((key) => key.prefix === created.prefix)?.apiKey).toBe(created.apiKey);
  });

  it('needs a name (400) and a token (401)', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const result = await callOperation('createApiKey', { body });
      expect(result.status).toBe(400);
      Problem.parse(result.body);
    }
    expect((await callOperation('createApiKey', { body: { name: 'x' }, token: null })).status).toBe(401);
    expect((await callOperation('listApiKeys', { token: null })).status).toBe(401);
  });

  it('deletes a key by its prefix (200), then answers 404', async () => {
    const [first] = await apiKeys();
    const prefix = first?.prefix ?? '';
    const deleted = await callOperation('deleteApiKey', { params: { prefix } });
    expect(deleted.status).toBe(200);
    parseSuccess('deleteApiKey', deleted.body);
    expect((await apiKeys()).map((key) => key.prefix)).not.toContain(prefix);
    const again = await callOperation('deleteApiKey', { params: { prefix } });
    expect(again.status).toBe(404);
    Problem.parse(again.body);
    expect((await callOperation('deleteApiKey', { params: { prefix }, token: null })).status).toBe(401);
  });
});

describe('webhooks', () => {
  it('lists the event types', async () => {
    const { status, body } = await callOperation('listWebhookEventTypes');
    expect(status).toBe(200);
    expect(ListWebhookEventTypesResponse.parse(body)).toContain('PAYMENT_COMPLETED');
    expect((await callOperation('listWebhookEventTypes', { token: null })).status).toBe(401);
  });

  it('lists LIVE and DISABLED webhooks without their signing secrets', async () => {
    const list = (await webhooks()) ?? [];
    expect(list).toHaveLength(4);
    expect(new Set(list.map((webhook) => webhook.mode))).toEqual(new Set(['LIVE', 'DISABLED']));
    expect(list.every((webhook) => webhook.signingSecret === undefined)).toBe(true);
    expect((await callOperation('listWebhooks', { token: null })).status).toBe(401);
  });

  it('leaves _embedded out when there are no webhooks', async () => {
    resetDb('fresh');
    const { status, body } = await callOperation('listWebhooks');
    expect(status).toBe(200);
    expect(ListWebhooksResponse.parse(body)).toEqual({});
  });

  it('creates a LIVE webhook and returns its signing secret once', async () => {
    const { status, body } = await callOperation('createWebhook', { body: newWebhook });
    expect(status).toBe(200);
    const created = CreateWebhookResponse.parse(body);
    expect(created).toMatchObject({ ...newWebhook, mode: 'LIVE' });
    expect(created.signingSecret).toMatch(/^whsec_[0-9a-f]{32}$/);
    const listed = (await webhooks())?.find((webhook) => webhook.id === created.id);
    expect(listed).toEqual({ ...newWebhook, id: created.id, mode: 'LIVE' });
  });

  it("answers 'URL is not available!' for unreachable URLs", async () => {
    for (const url of [
      'https://unavailable.example.de/hook',
      'http://localhost:8080/hook',
      'http://127.0.0.1/hook',
      'ftp://files.example.de/hook',
    ]) {
      const { status, body } = await callOperation('createWebhook', { body: { ...newWebhook, url } });
      expect(status).toBe(400);
      expect(Problem.parse(body)).toEqual({
        message: 'Validation errors',
        status: 'BAD_REQUEST',
        errors: [{ field: 'url', message: 'URL is not available!' }],
      });
    }
  });

  it('validates name, events and url format (400)', async () => {
    const cases = [
      { ...newWebhook, name: 'x'.repeat(121) },
      { ...newWebhook, name: '' },
      { ...newWebhook, events: [] },
      { ...newWebhook, events: ['NO_SUCH_EVENT'] },
      { ...newWebhook, url: 'not a url' },
      { name: 'ohne URL', events: ['PAYMENT_COMPLETED'] },
    ];
    for (const body of cases) {
      const result = await callOperation('createWebhook', { body });
      expect(result.status).toBe(400);
      Problem.parse(result.body);
    }
    expect(
      (await callOperation('createWebhook', { body: { ...newWebhook, name: 'x'.repeat(120) } })).status,
    ).toBe(200);
    expect((await callOperation('createWebhook', { body: newWebhook, token: null })).status).toBe(401);
  });

  it('edits, disables and enables a webhook (LIVE -> DISABLED -> LIVE)', async () => {
    const live = (await webhooks())?.find((webhook) => webhook.mode === 'LIVE');
    const id = live?.id ?? '';
    const update = (body: object) => callOperation('updateWebhook', { params: { id }, body });
    const base = { url: live?.url, name: live?.name, events: live?.events };
    const edited = await update({
      ...base,
      name: 'Buchhaltung neu',
      events: ['PAYMENT_CREATED'],
      mode: 'LIVE',
    });
    expect(edited.status).toBe(200);
    expect(UpdateWebhookResponse.parse(edited.body)).toMatchObject({ name: 'Buchhaltung neu', mode: 'LIVE' });
    const disabled = UpdateWebhookResponse.parse((await update({ ...base, mode: 'DISABLED' })).body);
    expect(disabled.mode).toBe('DISABLED');
    expect(disabled.signingSecret).toBeUndefined();
    expect((await webhooks())?.find((webhook) => webhook.id === id)?.mode).toBe('DISABLED');
    const enabled = UpdateWebhookResponse.parse((await update({ ...base, mode: 'LIVE' })).body);
    expect(enabled.mode).toBe('LIVE');
  });

  it('answers 400 for an unreachable URL, 404 for an unknown id and 401 without a token on update', async () => {
    const [first] = (await webhooks()) ?? [];
    const body = {
      url: 'https://unavailable.example.de',
      name: 'x',
      events: ['PAYMENT_CREATED'],
      mode: 'LIVE',
    };
    const unreachable = await callOperation('updateWebhook', { params: { id: first?.id ?? '' }, body });
    expect(unreachable.status).toBe(400);
    expect(Problem.parse(unreachable.body).errors).toEqual([
      { field: 'url', message: 'URL is not available!' },
    ]);
    const valid = { ...body, url: 'https://ok.example.de' };
    const unknown = await callOperation('updateWebhook', { params: { id: 'unknown' }, body: valid });
    expect(unknown.status).toBe(404);
    Problem.parse(unknown.body);
    const missingMode = await callOperation('updateWebhook', {
      params: { id: first?.id ?? '' },
      body: { ...valid, mode: undefined },
    });
    expect(missingMode.status).toBe(400);
    expect(
      (await callOperation('updateWebhook', { params: { id: 'x' }, body: valid, token: null })).status,
    ).toBe(401);
  });

  it('deletes a webhook (200), then answers 404', async () => {
    const [first] = (await webhooks()) ?? [];
    const id = first?.id ?? '';
    const deleted = await callOperation('deleteWebhook', { params: { id } });
    expect(deleted.status).toBe(200);
    parseSuccess('deleteWebhook', deleted.body);
    expect((await webhooks())?.map((webhook) => webhook.id)).not.toContain(id);
    expect((await callOperation('deleteWebhook', { params: { id } })).status).toBe(404);
    expect((await callOperation('deleteWebhook', { params: { id }, token: null })).status).toBe(401);
  });
});
