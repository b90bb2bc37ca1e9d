import { describe, expect, it } from 'vitest';
import { nextWebhookMode, webhookActionFor } from './rules';

describe('webhook machine', () => {
  it('enables only DISABLED, disables only LIVE and edits in either mode', () => {
    expect(nextWebhookMode('DISABLED', 'enable')).toBe('LIVE');
    expect(nextWebhookMode('LIVE', 'enable')).toBeNull();
    expect(nextWebhookMode('LIVE', 'disable')).toBe('DISABLED');
    expect(nextWebhookMode('DISABLED', 'disable')).toBeNull();
    expect(nextWebhookMode('LIVE', 'edit')).toBe('LIVE');
    expect(nextWebhookMode('DISABLED', 'edit')).toBe('DISABLED');
  });

  it('derives the action from the mode a PATCH asks for', () => {
    expect(webhookActionFor('LIVE', 'DISABLED')).toBe('disable');
    expect(webhookActionFor('DISABLED', 'LIVE')).toBe('enable');
    expect(webhookActionFor('LIVE', 'LIVE')).toBe('edit');
  });
});
