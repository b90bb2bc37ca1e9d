/**
 * The webhook form (spec 3 §5): the contract's body with the messages: url required and a URL,
 * name required and at most 120 characters, at least one event.
 */
import { z } from 'zod';
import { CreateWebhookBody, createWebhookBodyNameMax } from '@generated/zod/webhooks/webhooks.zod';
import type { Webhook } from '@generated/model/webhook';

const ns = 'developer:validation';
export const webhookMessages = {
  required: `${ns}.required`,
  invalidUrl: `${ns}.invalidUrl`,
  nameTooLong: `${ns}.nameTooLong`,
  eventsRequired: `${ns}.eventsRequired`,
  urlNotAvailable: `${ns}.urlNotAvailable`,
} as const;
const m = webhookMessages;

export const WebhookFormSchema = CreateWebhookBody.extend({
  url: z
    .string()
    .trim()
    .min(1, m.required)
    .pipe(z.url({ protocol: /^https?$/, error: m.invalidUrl })),
  name: z.string().trim().min(1, m.required).max(createWebhookBodyNameMax, m.nameTooLong),
  events: z.array(z.string()).min(1, m.eventsRequired),
});

export type WebhookFormInput = z.input<typeof WebhookFormSchema>;
export type WebhookFormValues = z.output<typeof WebhookFormSchema>;

export const toWebhookFormInput = (webhook?: Webhook): WebhookFormInput => ({
  url: webhook?.url ?? '',
  name: webhook?.name ?? '',
  events: webhook?.events ?? [],
});

/**
 * Create is disabled while no event is chosen; save in the edit form also while the name or the
 * url is empty (spec 3 §5).
 */
export const webhookSubmitDisabled = (mode: 'create' | 'edit', values: WebhookFormInput) =>
  values.events.length === 0 || (mode === 'edit' && (!values.name.trim() || !values.url.trim()));
