/** Developer tools' data: API keys and webhooks, with what each change makes stale and its alerts. */
import { useState } from 'react';
import {
  createApiKey,
  deleteApiKey,
  getListApiKeysQueryKey,
  getListApiKeysQueryOptions,
  listApiKeys,
} from '@generated/api/api-keys/api-keys';
import {
  createWebhook,
  deleteWebhook,
  getListWebhookEventTypesQueryOptions,
  getListWebhooksQueryKey,
  getListWebhooksQueryOptions,
  listWebhooks,
  updateWebhook,
} from '@generated/api/webhooks/webhooks';
import type { ApiKey } from '@generated/model/apiKey';
import type { ApiKeyCreate } from '@generated/model/apiKeyCreate';
import type { ApiKeyCreated } from '@generated/model/apiKeyCreated';
import type { Webhook } from '@generated/model/webhook';
import type { WebhookCreate } from '@generated/model/webhookCreate';
import type { WebhookUpdate } from '@generated/model/webhookUpdate';
import { createOnce, useCreateOnce } from '@/lib/create-once';
import { isUncertainFailure } from '@/lib/errors';
import { embeddedItems } from '@/lib/embedded';
import { findSentIn } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';
import { toggledMode } from './webhooks/webhook-actions';

// The lists show their own error state with a retry button, so they do not retry by themselves.
export const apiKeysQueryOptions = () =>
  getListApiKeysQueryOptions({ query: { retry: false, select: (list) => list._embedded.apiKeysList } });

export const webhooksQueryOptions = () =>
  getListWebhooksQueryOptions({
    // Without webhooks the backend leaves _embedded out.
    query: { retry: false, select: (list) => list._embedded?.webhooks ?? [] },
  });

export const webhookEventTypesQueryOptions = () =>
  getListWebhookEventTypesQueryOptions({ query: { staleTime: 5 * 60_000 } });

const apiKeyKeys = () => [getListApiKeysQueryKey()];
const webhookKeys = () => [getListWebhooksQueryKey()];

const apiKeys = async () => embeddedItems(await listApiKeys(), 'apiKeysList');

/**
 * Creating API keys without creating one twice. A key has no creation time and names need not be
 * unique, so the first try notes the keys there were; the key a try may have made is then one named
 * as sent that was not among them. Found so, it comes back without its secret (shown only once).
 */
const apiKeyCreator = () => {
  let before: Set<string> | undefined;
  return createOnce<ApiKeyCreate, ApiKeyCreated | ApiKey>(
    async (input) => {
      // Without the keys (offline, or the list failing) the create goes ahead unprotected: its own
      // answer says why it failed, and an uncertain one is then sent again rather than guessed at.
      before ??= await apiKeys().then(
        (keys) => new Set(keys.map((key) => key.prefix)),
        () => undefined,
      );
      try {
        const created = await createApiKey(input);
        before = undefined;
        return created;
      } catch (error) {
        if (!isUncertainFailure(error)) before = undefined;
        throw error;
      }
    },
    findSentIn({
      list: apiKeys,
      fields: ['name'],
      matches: (key) => before?.has(key.prefix) === false,
    }),
  );
};

/**
 * The full key comes back once, in this answer; the caller shows it. A key an earlier try made
 * (its answer lost) comes back without it: `apiKey` is missing.
 */
export const useCreateApiKey = () => {
  const [create] = useState(apiKeyCreator);
  return useAppMutation({
    mutationFn: (name: string): Promise<ApiKeyCreated | ApiKey> => create({ name }),
    invalidates: apiKeyKeys,
    success: 'developer:messages.apiKeyCreated',
    error: 'developer:messages.apiKeyCreateError',
  });
};

export const useDeleteApiKey = () =>
  useAppMutation({
    mutationFn: (prefix: string) => deleteApiKey(prefix),
    invalidates: apiKeyKeys,
    success: 'developer:messages.apiKeyDeleted',
    error: 'developer:messages.apiKeyDeleteError',
  });

/** The webhook a try may have made: the same address, name and events are the same webhook. */
const findSentWebhook = findSentIn({
  list: async (_input: WebhookCreate) => (await listWebhooks())._embedded?.webhooks ?? [],
  fields: ['url', 'name', 'events'],
});

/**
 * The signing secret comes back once, in this answer; a refusal is shown in the form. A webhook
 * an earlier try made (its answer lost) comes back without it.
 */
export const useCreateWebhook = () => {
  const create = useCreateOnce(createWebhook, findSentWebhook);
  return useAppMutation({
    mutationFn: (body: WebhookCreate) => create(body),
    invalidates: webhookKeys,
    success: 'developer:messages.webhookCreated',
  });
};

/** A failed edit is shown in the form. */
export const useEditWebhook = () =>
  useAppMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookUpdate }) => updateWebhook(id, body),
    invalidates: webhookKeys,
    success: 'developer:messages.webhookEdited',
  });

const useSwitchWebhook = (success: string, error: string) =>
  useAppMutation({
    // The update carries the other mode and everything else unchanged (spec 3 §4).
    mutationFn: ({ id, url, name, events, mode }: Webhook) =>
      updateWebhook(id, { url, name, events, mode: toggledMode(mode) }),
    invalidates: webhookKeys,
    success,
    error,
  });

export const useEnableWebhook = () =>
  useSwitchWebhook('developer:messages.webhookEnabled', 'developer:messages.webhookEnableError');

export const useDisableWebhook = () =>
  useSwitchWebhook('developer:messages.webhookDisabled', 'developer:messages.webhookDisableError');

export const useDeleteWebhook = () =>
  useAppMutation({
    mutationFn: (id: string) => deleteWebhook(id),
    invalidates: webhookKeys,
    success: 'developer:messages.successfullyDeleted',
    error: 'developer:messages.unsuccessfullyDeleted',
  });
