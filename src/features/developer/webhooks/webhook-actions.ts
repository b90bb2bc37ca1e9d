/**
 * Which actions a webhook offers in which mode (spec 3 §2.7, §4): enable only a DISABLED webhook,
 * disable only a LIVE one; edit and delete always.
 */
import type { WebhookMode } from '@generated/model/webhookMode';

export type WebhookAction = 'edit' | 'enable' | 'disable' | 'delete';

const switchFor = {
  LIVE: 'disable',
  DISABLED: 'enable',
} as const satisfies Record<WebhookMode, WebhookAction>;

export const webhookActions = (mode: WebhookMode): WebhookAction[] => ['edit', switchFor[mode], 'delete'];

/** The mode enable or disable sends: the other one. */
export const toggledMode = (mode: WebhookMode): WebhookMode => (mode === 'LIVE' ? 'DISABLED' : 'LIVE');
