/** Developer tools: API keys (the full key is shown once) and webhooks. */
import { HttpResponse } from 'msw';
import type { Webhook } from '../../../src-generated/model/webhook';
import { CreateApiKeyBody } from '../../../src-generated/zod/api-keys/api-keys.zod';
import { CreateWebhookBody, UpdateWebhookBody } from '../../../src-generated/zod/webhooks/webhooks.zod';
import type { Db } from '../../db/schema';
import { nextId, nowIso } from '../../lib/ids';
import { notFound, ok, omit, fieldErrors } from '../../lib/respond';
import { route } from '../../lib/route';
import { nextWebhookMode, webhookActionFor, WEBHOOK_EVENT_TYPES, makeApiKey } from './rules';

const randomString = (alphabet: string, length: number) => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
};

const okEmpty = () => new HttpResponse(null, { status: 200 });

/** Hosts a webhook can never reach from the backend; 'unavailable' lets QA force the error. */
const UNREACHABLE_HOST = /(^|\.)(localhost|local|internal)$|^127\.|^0\.0\.0\.0$|^\[::1\]$/;

/** The backend pings the URL before saving; the mock decides by its look. */
const isReachable = (value: string) => {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (value.toLowerCase().includes('unavailable')) return false;
  return !UNREACHABLE_HOST.test(url.hostname.toLowerCase());
};

const webhookErrors = (input: { url: string; name: string; events: string[] }) => {
  const errors: { field: string; message: string }[] = [];
  if (!isReachable(input.url)) errors.push({ field: 'url', message: 'URL is not available!' });
  if (!input.name.trim()) errors.push({ field: 'name', message: 'must not be blank' });
  const known: readonly string[] = WEBHOOK_EVENT_TYPES;
  const unknown = input.events.filter((event) => !known.includes(event));
  if (unknown.length) errors.push({ field: 'events', message: `Unknown event types: ${unknown.join(', ')}` });
  return errors;
};

/** The signing secret is shown on creation only. */
const publicWebhook = (webhook: Webhook) => omit(webhook, 'signingSecret');

const findWebhook = (db: Db, id: string | undefined) => db.webhooks.find((webhook) => webhook.id === id);

export const developerHandlers = [
  route('listApiKeys', ({ db }) =>
    ok({ _embedded: { apiKeysList: db.apiKeys.map(({ name, prefix }) => ({ name, prefix })) } }),
  ),

  route('createApiKey', ({ db, body }) => {
    const name = CreateApiKeyBody.parse(body).name.trim();
    if (!name) return fieldErrors([{ field: 'name', message: 'must not be blank' }]);
    let key = makeApiKey(randomString);
    while (db.apiKeys.some((existing) => existing.prefix === key.prefix)) key = makeApiKey(randomString);
    db.apiKeys.push({ name, ...key, createdDateTimeUTC: nowIso() });
    return ok({ name, ...key });
  }),

  route('deleteApiKey', ({ db, params }) => {
    if (!db.apiKeys.some((key) => key.prefix === params.prefix)) return notFound('API key');
    db.apiKeys = db.apiKeys.filter((key) => key.prefix !== params.prefix);
    return okEmpty();
  }),

  route('listWebhookEventTypes', () => ok([...WEBHOOK_EVENT_TYPES])),

  route('listWebhooks', ({ db }) =>
    // Without webhooks the backend leaves _embedded out.
    ok(db.webhooks.length ? { _embedded: { webhooks: db.webhooks.map(publicWebhook) } } : {}),
  ),

  route('createWebhook', ({ db, body }) => {
    const input = CreateWebhookBody.parse(body);
    const errors = webhookErrors(input);
    if (errors.length) return fieldErrors(errors);
    const webhook: Webhook = {
      id: nextId(db),
      url: input.url,
      name: input.name.trim(),
      events: [...new Set(input.events)],
      mode: 'LIVE',
      signingSecret: `whsec_${randomString('0123456789abcdef', 32)}`,
    };
    db.webhooks.push(webhook);
    return ok(webhook);
  }),

  route('updateWebhook', ({ db, params, body }) => {
    const input = UpdateWebhookBody.parse(body);
    const webhook = findWebhook(db, params.id);
    if (!webhook) return notFound('Webhook');
    const errors = webhookErrors(input);
    if (errors.length) return fieldErrors(errors);
    const mode = nextWebhookMode(webhook.mode, webhookActionFor(webhook.mode, input.mode));
    if (!mode) return fieldErrors([{ field: 'mode', message: `Cannot change mode to ${input.mode}` }]);
    Object.assign(webhook, {
      url: input.url,
      name: input.name.trim(),
      events: [...new Set(input.events)],
      mode,
    });
    return ok(publicWebhook(webhook));
  }),

  route('deleteWebhook', ({ db, params }) => {
    if (!findWebhook(db, params.id)) return notFound('Webhook');
    db.webhooks = db.webhooks.filter((webhook) => webhook.id !== params.id);
    return okEmpty();
  }),
];
