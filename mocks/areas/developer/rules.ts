/**
 * The backend's rules for developer tools: the webhook event types, API keys in the backend's
 * format, and webhook modes (enable only a DISABLED webhook, disable only a LIVE one; editing
 * keeps the mode).
 */
import type { WebhookMode } from '../../../src-generated/model/webhookMode';

export type WebhookAction = 'enable' | 'disable' | 'edit';

const transitions: Record<WebhookAction, Partial<Record<WebhookMode, WebhookMode>>> = {
  enable: { DISABLED: 'LIVE' },
  disable: { LIVE: 'DISABLED' },
  edit: { LIVE: 'LIVE', DISABLED: 'DISABLED' },
};

export const nextWebhookMode = (mode: WebhookMode, action: WebhookAction): WebhookMode | null =>
  transitions[action][mode] ?? null;

/** A PATCH carries the wanted mode: the action is whichever leads there. */
export const webhookActionFor = (current: WebhookMode, wanted: WebhookMode): WebhookAction =>
  current === wanted ? 'edit' : wanted === 'LIVE' ? 'enable' : 'disable';

export const WEBHOOK_EVENT_TYPES = [
  'PAYMENT_CREATED',
  'PAYMENT_COMPLETED',
  'PAYMENT_VERIFIED',
  'PAYMENT_CANCELLED',
  'PAYMENT_ABORTED',
  'PAYMENT_CHARGED_BACK',
  'PAYMENT_REFUND_COMPLETED',
  'INVOICE_CREATED',
  'INVOICE_FINALIZED',
  'INVOICE_PAID',
  'INVOICE_CANCELLED',
  'CHECKOUT_COMPLETED',
  'SUBSCRIPTION_CREATED',
  'SUBSCRIPTION_CANCELLED',
  'CREDIT_SENT',
  'DEBITOR_CREATED',
  'SEPA_MANDATE_CREATED',
] as const;

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** An API key in the backend's format: a short public prefix, a dot and the secret part. */
export const makeApiKey = (random: (alphabet: string, length: number) => string) => {
  const prefix = `pk_${random(KEY_ALPHABET, 4)}`;
  return { prefix, apiKey: `${prefix}.${random('0123456789abcdef', 32)}` };
};
