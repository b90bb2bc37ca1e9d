import { describe, expect, it } from 'vitest';
import type { Debitor } from '../../../src-generated/model/debitor';
import {
  type DebitorAction,
  type DebitorState,
  debitorState,
  isDeletedDebitor,
  nextDebitorState,
} from '../customers/machine';
import { nextTeamInvitationState } from './rules';
import { nextWebhookMode, webhookActionFor } from '../developer/rules';

describe('team invitation machine', () => {
  it('joins a pending invitation once', () => {
    expect(nextTeamInvitationState('PENDING', 'join')).toBe('ACCEPTED');
    expect(nextTeamInvitationState('ACCEPTED', 'join')).toBeNull();
  });
});

describe('customer machine', () => {
  const table: [DebitorState, DebitorAction, DebitorState | null][] = [
    ['ONBOARDING_COMPLETED', 'update', 'ONBOARDING_COMPLETED'],
    ['ONBOARDING_PENDING', 'update', 'ONBOARDING_PENDING'],
    ['ONBOARDING_COMPLETED', 'changePaymentMethod', 'ONBOARDING_PENDING'],
    ['ONBOARDING_PENDING', 'changePaymentMethod', 'ONBOARDING_PENDING'],
    ['ONBOARDING_COMPLETED', 'resendInvitation', 'ONBOARDING_PENDING'],
    ['ONBOARDING_PENDING', 'resendInvitation', 'ONBOARDING_PENDING'],
    ['ONBOARDING_PENDING', 'completeSetup', 'ONBOARDING_COMPLETED'],
    ['ONBOARDING_COMPLETED', 'completeSetup', null],
    ['ONBOARDING_COMPLETED', 'delete', 'DELETED'],
    ['ONBOARDING_PENDING', 'delete', 'DELETED'],
    ['DELETED', 'delete', 'DELETED'],
    ['DELETED', 'update', null],
    ['DELETED', 'changePaymentMethod', null],
    ['DELETED', 'resendInvitation', null],
    ['DELETED', 'completeSetup', null],
  ];
  it.each(table)('%s --%s--> %s', (state, action, next) => {
    expect(nextDebitorState(state, action)).toBe(next);
  });

  it('reads the state of a record: no name and no company name means deleted', () => {
    const base: Debitor = {
      id: '1',
      type: 'PERSON',
      paymentMethod: 'ONLINE_PAYMENT',
      emailAddress: 'a@b.de',
    };
    expect(isDeletedDebitor(base)).toBe(true);
    expect(debitorState(base)).toBe('DELETED');
    expect(debitorState({ ...base, companyName: 'Firma' })).toBe('ONBOARDING_COMPLETED');
    expect(debitorState({ ...base, lastName: 'Kurz', onboardingState: 'ONBOARDING_PENDING' })).toBe(
      'ONBOARDING_PENDING',
    );
  });
});

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
