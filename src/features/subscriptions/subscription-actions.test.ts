import { describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '@generated/model/subscriptionStatus';
import { subscriptionActions, type SubscriptionAction } from './subscription-actions';

/** Spec 3 §4: cancel is offered for ACTIVE and CANCELLATION_REQUESTED. */
const expected: Record<SubscriptionStatus, SubscriptionAction[]> = {
  ACTIVE: ['cancel'],
  CANCELLATION_REQUESTED: ['cancel'],
  CANCELLED: [],
};

describe('subscription row actions (spec 3 §4)', () => {
  it.each(Object.values(SubscriptionStatus))('%s', (status) => {
    expect(subscriptionActions({ status })).toEqual(expected[status]);
  });
});
