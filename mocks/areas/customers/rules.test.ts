import { describe, expect, it } from 'vitest';
import type { Debitor } from '../../../src-generated/model/debitor';
import {
  type DebitorAction,
  type DebitorState,
  debitorState,
  isDeletedDebitor,
  nextDebitorState,
} from './rules';

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
