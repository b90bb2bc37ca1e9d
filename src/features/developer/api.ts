/** Developer tools' data: API keys and webhooks, with what each change makes stale and its alerts. */
import {
  createApiKey,
  deleteApiKey,
  getListApiKeysQueryKey,
  getListApiKeysQueryOptions,
} from '@generated/api/api-keys/api-keys';
import {
  createWebhook,
  deleteWebhook,
  getListWebhookEventTypesQueryOptions,
  getListWebhooksQueryKey,
  getListWebhooksQueryOptions,
  updateWebhook,
} from '@generated/api/webhooks/webhooks';
import type { Webhook } from '@generated/model/webhook';
import type { WebhookCreate } from '@generated/model/webhookCreate';
import type { WebhookUpdate } from '@generated/model/webhookUpdate';
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

/** The full key comes back once, in this answer; the caller shows it. */
export const useCreateApiKey = () =>
  useAppMutation({
    mutationFn: (name: string) => createApiKey({ name }),
    invalidates: apiKeyKeys,
    success: 'developer:messages.apiKeyCreated',
    error: 'developer:messages.apiKeyCreateError',
  });

export const useDeleteApiKey = () =>
  useAppMutation({
    mutationFn: (prefix: string) => deleteApiKey(prefix),
    invalidates: apiKeyKeys,
    success: 'developer:messages.apiKeyDeleted',
    error: 'developer:messages.apiKeyDeleteError',
  });

/** The signing secret comes back once, in this answer; a refusal is shown in the form. */
export const useCreateWebhook = () =>
  useAppMutation({
    mutationFn: (body: WebhookCreate) => createWebhook(body),
    invalidates: webhookKeys,
    success: 'developer:messages.webhookCreated',
  });

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
