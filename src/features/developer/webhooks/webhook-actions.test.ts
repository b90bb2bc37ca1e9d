import { describe, expect, it } from 'vitest';
import { WebhookMode } from '@generated/model/webhookMode';
import { toggledMode, webhookActions, type WebhookAction } from './webhook-actions';

/** Spec 3 §2.7 and §4: enable only for DISABLED, disable only for LIVE, sending the other mode. */
const table: Record<WebhookMode, { actions: WebhookAction[]; sends: WebhookMode }> = {
  LIVE: { actions: ['edit', 'disable', 'delete'], sends: 'DISABLED' },
  DISABLED: { actions: ['edit', 'enable', 'delete'], sends: 'LIVE' },
};

describe('webhook actions by mode', () => {
  it.each(Object.values(WebhookMode))('%s', (mode) => {
    expect(webhookActions(mode)).toEqual(table[mode].actions);
    expect(toggledMode(mode)).toBe(table[mode].sends);
  });

  it('never offers enable and disable together', () => {
    for (const mode of Object.values(WebhookMode)) {
      const actions = webhookActions(mode);
      expect(actions.includes('enable') && actions.includes('disable')).toBe(false);
    }
  });
});
