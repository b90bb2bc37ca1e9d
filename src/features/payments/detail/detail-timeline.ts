/**
 * The detail page's timeline: the events of every document of the transaction, newest first,
 * each pointing to the card it belongs to (hovering it highlights that card).
 */
import type { InvoiceEvent } from '@generated/model/invoiceEvent';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import type { DetailCardKind } from '@/components/transaction-detail/detail-card';
import { paymentEventStyles, type EventTone } from '../payment-events';

export type DetailTimelineItem = {
  key: string;
  card: DetailCardKind;
  dateTime: string;
  /** Translation key of the event's label. */
  label: string;
  tone: EventTone;
  final: boolean;
  triggeredBy?: string;
  paymentEvent?: PaymentEvent;
};

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export const detailTimeline = (
  paymentEvents: readonly PaymentEvent[],
  invoiceEvents: readonly InvoiceEvent[] = [],
): DetailTimelineItem[] => {
  const items: DetailTimelineItem[] = [
    ...paymentEvents.map((event, index) => ({
      key: `payment-${index}`,
      card: 'payment' as const,
      dateTime: event.eventDateTime,
      label: `payments:events.type.${event.eventType}`,
      ...paymentEventStyles[event.eventType],
      triggeredBy: event.triggeredBy,
      paymentEvent: event,
    })),
    ...invoiceEvents.map((event, index) => ({
      key: `invoice-${index}`,
      card: 'invoice' as const,
      dateTime: event.eventDateTime,
      label: `lists:detail.invoiceEvent.${event.eventType}`,
      tone: 'neutral' as const,
      final: false,
      triggeredBy: event.triggeredBy,
    })),
  ];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item.dateTime) - time(a.item.dateTime) || b.index - a.index)
    .map(({ item }) => item);
};
