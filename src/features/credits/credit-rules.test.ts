import { describe, expect, it } from 'vitest';
import { newestFirst } from '@/components/transaction-detail/detail-timeline';
import { creditEventsInOrder, creditEventStyles, creditTimelineItems } from '@/entities/credit/credit-events';

const events = [
  { eventType: 'SENT', eventDateTimeUTC: '2026-10-03T10:00:00Z' },
  { eventType: 'CREATED', eventDateTimeUTC: '2026-10-01T10:00:00Z' },
  { eventType: 'PENDING', eventDateTimeUTC: '2026-10-01T10:02:00Z' },
] as const;

describe('credit events (spec 3 §4)', () => {
  it('reads oldest first in the dialog', () => {
    expect(creditEventsInOrder(events).map((event) => event.eventType)).toEqual([
      'CREATED',
      'PENDING',
      'SENT',
    ]);
  });

  it('ends with SENT (success) or ERROR (error)', () => {
    expect(creditEventStyles).toEqual({
      CREATED: { final: false, tone: 'neutral' },
      PENDING: { final: false, tone: 'neutral' },
      SENT: { final: true, tone: 'success' },
      ERROR: { final: true, tone: 'error' },
    });
  });

  it("puts the events on the credit's card of the detail timeline, newest first", () => {
    const items = newestFirst(creditTimelineItems(events));
    expect(items.map((item) => [item.label, item.card])).toEqual([
      ['lists:detail.creditEvent.SENT', 'credit'],
      ['lists:detail.creditEvent.PENDING', 'credit'],
      ['lists:detail.creditEvent.CREATED', 'credit'],
    ]);
  });
});
