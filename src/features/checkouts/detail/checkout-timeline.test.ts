import { describe, expect, it } from 'vitest';
import { checkoutTimeline } from './checkout-timeline';

describe('checkout detail timeline (spec 3 §2.5)', () => {
  it("puts the checkout's creation and its payment's events together, newest first", () => {
    const items = checkoutTimeline({ createdDateTimeUTC: '2026-10-01T09:50:00Z' }, [
      { eventType: 'PAYMENT_REQUESTED_BY_CREDITOR', eventDateTime: '2026-10-01T10:00:00Z' },
      { eventType: 'PAYMENT_VERIFIED', eventDateTime: '2026-10-02T10:00:00Z', triggeredBy: 'Anna' },
    ]);
    expect(items.map((item) => [item.label, item.card])).toEqual([
      ['payments:events.type.PAYMENT_VERIFIED', 'payment'],
      ['payments:events.type.PAYMENT_REQUESTED_BY_CREDITOR', 'payment'],
      ['lists:detail.checkoutCreated', 'checkout'],
    ]);
    expect(items[0]).toMatchObject({ final: true, tone: 'success', triggeredBy: 'Anna' });
  });
});
