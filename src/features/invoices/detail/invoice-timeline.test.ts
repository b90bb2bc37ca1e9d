import { describe, expect, it } from 'vitest';
import { invoiceTimeline } from './invoice-timeline';

describe('invoice detail timeline (spec 3 §2.5)', () => {
  it('merges invoice and payment events newest first, each pointing to its card', () => {
    const items = invoiceTimeline(
      [
        { eventType: 'CREATED', eventDateTime: '2026-01-01T10:00:00Z' },
        { eventType: 'FINALIZED', eventDateTime: '2026-01-02T10:00:00Z', triggeredBy: 'demo@example.com' },
      ],
      [{ eventType: 'PAYMENT_REQUESTED_BY_CREDITOR', eventDateTime: '2026-01-02T11:00:00Z' }],
    );
    expect(items.map((item) => [item.card, item.label])).toEqual([
      ['payment', 'payments:events.type.PAYMENT_REQUESTED_BY_CREDITOR'],
      ['invoice', 'lists:detail.invoiceEvent.FINALIZED'],
      ['invoice', 'lists:detail.invoiceEvent.CREATED'],
    ]);
    expect(items[1]?.triggeredBy).toBe('demo@example.com');
  });
});
