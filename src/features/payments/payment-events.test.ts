import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import type { PaymentEventType } from '@generated/model/paymentEventType';
import { collapseEvents, parseReasonMessage, paymentEventStyles } from './payment-events';

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString();
const event = (eventType: PaymentEventType, minute: number): PaymentEvent => ({
  eventType,
  eventDateTime: at(minute),
});

describe('payment event timeline (spec 3 §4)', () => {
  it('sorts by time', () => {
    const entries = collapseEvents([event('DEBITOR_NOTIFIED', 5), event('CREATED_BY_CREDITOR', 1)]);
    expect(entries.map((entry) => entry.event.eventType)).toEqual([
      'CREATED_BY_CREDITOR',
      'DEBITOR_NOTIFIED',
    ]);
  });

  it('collapses consecutive repeats of a type into one entry with a count', () => {
    const entries = collapseEvents([
      event('CREATED_BY_CREDITOR', 0),
      event('PAYMENT_REMINDER_SENT', 1),
      event('PAYMENT_REMINDER_SENT', 2),
      event('PAYMENT_REMINDER_SENT', 3),
      event('DEBITOR_OPENED_NOTIFICATION', 4),
      event('PAYMENT_REMINDER_SENT', 5),
    ]);
    expect(entries.map((entry) => [entry.event.eventType, entry.count])).toEqual([
      ['CREATED_BY_CREDITOR', 1],
      ['PAYMENT_REMINDER_SENT', 3],
      ['DEBITOR_OPENED_NOTIFICATION', 1],
      ['PAYMENT_REMINDER_SENT', 1],
    ]);
    expect(entries[1]?.event.eventDateTime).toBe(at(3));
    expect(entries[1]?.firstDateTime).toBe(at(1));
  });

  it('collapses repeats that arrive out of order once sorted', () => {
    const entries = collapseEvents([
      event('DEBITOR_NOTIFIED', 3),
      event('CREATED_BY_CREDITOR', 0),
      event('DEBITOR_NOTIFIED', 1),
    ]);
    expect(entries.map((entry) => entry.count)).toEqual([1, 2]);
  });

  it.each(['PAYMENT_MODIFIED', 'IN_DUNNING'] as const)('keeps every %s separate', (type) => {
    const entries = collapseEvents([event(type, 0), event(type, 1), event(type, 2)]);
    expect(entries.map((entry) => entry.count)).toEqual([1, 1, 1]);
  });

  it('styles final, error and success events', () => {
    expect(paymentEventStyles.CANCELLED_BY_CREDITOR).toEqual({ final: true, tone: 'error' });
    expect(paymentEventStyles.PAYMENT_PROCESS_COMPLETED_BY_CREDITOR).toEqual({
      final: true,
      tone: 'success',
    });
    expect(paymentEventStyles.PAYMENT_PROCESS_COMPLETED_MANUALLY_BY_DEBITOR).toEqual({
      final: true,
      tone: 'success',
    });
    expect(paymentEventStyles.PAYMENT_PROCESS_ABORTED_BY_DEBITOR).toEqual({ final: false, tone: 'error' });
    expect(paymentEventStyles.PAYMENT_VERIFIED).toEqual({ final: true, tone: 'success' });
    expect(paymentEventStyles.PAYMENT_PROCESS_COMPLETED_BY_DEBITOR.final).toBe(true);
    expect(paymentEventStyles.DEBITOR_NOTIFIED).toEqual({ final: false, tone: 'neutral' });
  });
});

describe('reason messages', () => {
  it('reads purpose and amount before and after', () => {
    expect(
      parseReasonMessage(
        '{"purposeBefore":"Brotabo März","purposeAfter":"Brotabo März 2025","amountBefore":45.0,"amountAfter":49.9}',
      ),
    ).toEqual({
      purposeBefore: 'Brotabo März',
      purposeAfter: 'Brotabo März 2025',
      amountBefore: 45,
      amountAfter: 49.9,
    });
    expect(parseReasonMessage('{"amountBefore":"45.00","amountAfter":"47.50"}')).toEqual({
      amountBefore: 45,
      amountAfter: 47.5,
    });
  });

  it.each([undefined, '', 'not json', '[1,2]', '42', 'null', '{"other":1}', '{"amountBefore":"abc"}'])(
    'shows nothing extra for %j',
    (message) => {
      expect(parseReasonMessage(message)).toBeNull();
    },
  );
});
