import { describe, expect, it } from 'vitest';
import { detailTimeline } from './detail-timeline';

describe('detail timeline (spec 3 §2.5)', () => {
  it('puts the events of all documents together, newest first, each pointing to its card', () => {
    const items = detailTimeline(
      [
        { eventType: 'CREATED_BY_CREDITOR', eventDateTime: '2025-03-01T10:00:00Z' },
        { eventType: 'CANCELLED_BY_CREDITOR', eventDateTime: '2025-03-03T10:00:00Z' },
      ],
      [{ eventType: 'FINALIZED', eventDateTime: '2025-03-02T10:00:00Z' }],
    );
    expect(items.map((item) => [item.label, item.card])).toEqual([
      ['payments:events.type.CANCELLED_BY_CREDITOR', 'payment'],
      ['lists:detail.invoiceEvent.FINALIZED', 'invoice'],
      ['payments:events.type.CREATED_BY_CREDITOR', 'payment'],
    ]);
    expect(items[0]).toMatchObject({ final: true, tone: 'error' });
  });

  it('keeps every event, repeats too', () => {
    const items = detailTimeline([
      { eventType: 'PAYMENT_REMINDER_SENT', eventDateTime: '2025-03-01T10:00:00Z' },
      { eventType: 'PAYMENT_REMINDER_SENT', eventDateTime: '2025-03-02T10:00:00Z' },
    ]);
    expect(items).toHaveLength(2);
    expect(items[0]?.dateTime).toBe('2025-03-02T10:00:00Z');
  });
});
