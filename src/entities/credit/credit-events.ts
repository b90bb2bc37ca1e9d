/**
 * The credit event timeline as data (spec 3 §4: CREATED, PENDING, SENT, ERROR): which events end
 * the credit and how they look, in the order they happened. The credit's dialog and the detail
 * pages of credits and credit notes show them.
 */
import type { CreditEvent } from '@generated/model/creditEvent';
import type { CreditEventType } from '@generated/model/creditEventType';
import type { TimelineItem, TimelineTone } from '@/components/transaction-detail/detail-timeline';

export type CreditEventStyle = { final: boolean; tone: TimelineTone };

export const creditEventStyles = {
  CREATED: { final: false, tone: 'neutral' },
  PENDING: { final: false, tone: 'neutral' },
  SENT: { final: true, tone: 'success' },
  ERROR: { final: true, tone: 'error' },
} satisfies Record<CreditEventType, CreditEventStyle>;

const time = (event: CreditEvent) => {
  const value = Date.parse(event.eventDateTimeUTC);
  return Number.isNaN(value) ? 0 : value;
};

/** Oldest first, as the dialog's timeline reads; events at the same instant keep the server's order. */
export const creditEventsInOrder = (events: readonly CreditEvent[]): CreditEvent[] =>
  events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => time(a.event) - time(b.event) || a.index - b.index)
    .map(({ event }) => event);

/** The events as items of a detail page's timeline, on the credit's card. */
export const creditTimelineItems = (events: readonly CreditEvent[]): TimelineItem[] =>
  events.map((event, index) => ({
    key: `credit-${index}`,
    card: 'credit',
    dateTime: event.eventDateTimeUTC,
    label: `lists:detail.creditEvent.${event.eventType}`,
    ...creditEventStyles[event.eventType],
  }));
