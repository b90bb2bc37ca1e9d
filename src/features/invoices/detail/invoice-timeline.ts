/**
 * The invoice detail's timeline: the invoice's and its payment's events, newest first, each
 * pointing to the card it belongs to (hovering it highlights that card).
 */
import type { InvoiceEvent } from '@generated/model/invoiceEvent';
import type { PaymentEvent } from '@generated/model/paymentEvent';

export type InvoiceTimelineItem = {
  key: string;
  card: 'invoice' | 'payment';
  dateTime: string;
  /** Translation key of the event's label. */
  label: string;
  triggeredBy?: string;
};

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export const invoiceTimeline = (
  invoiceEvents: readonly InvoiceEvent[],
  paymentEvents: readonly PaymentEvent[] = [],
): InvoiceTimelineItem[] =>
  [
    ...invoiceEvents.map((event, index) => ({
      key: `invoice-${index}`,
      card: 'invoice' as const,
      dateTime: event.eventDateTime,
      label: `lists:detail.invoiceEvent.${event.eventType}`,
      triggeredBy: event.triggeredBy,
    })),
    ...paymentEvents.map((event, index) => ({
      key: `payment-${index}`,
      card: 'payment' as const,
      dateTime: event.eventDateTime,
      label: `payments:events.type.${event.eventType}`,
      triggeredBy: event.triggeredBy,
    })),
  ]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item.dateTime) - time(a.item.dateTime) || b.index - a.index)
    .map(({ item }) => item);
