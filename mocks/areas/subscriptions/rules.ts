/**
 * Subscriptions (spec 3 §4): cancel is offered for ACTIVE and CANCELLATION_REQUESTED. An ordinary
 * cancellation ends the subscription with a billing period, after a month's notice (the contract's
 * example: next due 1 April, target 30 April); an extraordinary one ends it at once.
 */
import type { BillingInterval } from '../../../src-generated/model/billingInterval';
import type { CancellationType } from '../../../src-generated/model/cancellationType';
import type { SubscriptionStatus } from '../../../src-generated/model/subscriptionStatus';

export const subscriptionTransitions: {
  from: SubscriptionStatus;
  cancellationType: CancellationType;
  to: SubscriptionStatus;
}[] = [
  { from: 'ACTIVE', cancellationType: 'ORDINARY', to: 'CANCELLATION_REQUESTED' },
  { from: 'ACTIVE', cancellationType: 'EXTRAORDINARY', to: 'CANCELLED' },
  // A repeated ordinary notice keeps its target date and only updates the reason.
  { from: 'CANCELLATION_REQUESTED', cancellationType: 'ORDINARY', to: 'CANCELLATION_REQUESTED' },
  { from: 'CANCELLATION_REQUESTED', cancellationType: 'EXTRAORDINARY', to: 'CANCELLED' },
];

export const stepSubscription = (
  status: SubscriptionStatus,
  cancellationType: CancellationType,
): { ok: true; status: SubscriptionStatus } | { ok: false; message: string } => {
  const transition = subscriptionTransitions.find(
    (candidate) => candidate.from === status && candidate.cancellationType === cancellationType,
  );
  return transition
    ? { ok: true, status: transition.to }
    : { ok: false, message: 'The subscription is already cancelled' };
};

const DAY = 86_400_000;

const toDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The date `count` intervals after `start`, keeping the day of month where the month allows. */
export const addIntervals = (start: string, interval: BillingInterval, count: number): string => {
  const date = toDate(start);
  const day = date.getUTCDate();
  const months = interval === 'YEARLY' ? 12 * count : count;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return isoDate(target);
};

/** The first due date after `today` on the subscription's billing rhythm. */
export const nextDueDate = (created: string, interval: BillingInterval, today: string): string => {
  let count = 1;
  let due = addIntervals(created, interval, count);
  while (due <= today) due = addIntervals(created, interval, ++count);
  return due;
};

const dayBefore = (iso: string) => isoDate(new Date(toDate(iso).getTime() - DAY));

/** An ordinary cancellation needs a month's notice before the end of a billing period. */
export const NOTICE_DAYS = 30;

/**
 * Where an ordinary cancellation ends: with the current period (the day before the next due date)
 * when that is at least a month away, else with the period that starts on the next due date.
 */
export const ordinaryTargetDate = (nextDue: string, interval: BillingInterval, today: string): string => {
  const currentEnd = dayBefore(nextDue);
  const noticeEnd = isoDate(new Date(toDate(today).getTime() + NOTICE_DAYS * DAY));
  return currentEnd >= noticeEnd ? currentEnd : dayBefore(addIntervals(nextDue, interval, 1));
};
