/** Webhook modes: enable only a DISABLED webhook, disable only a LIVE one; editing keeps the mode. */
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
