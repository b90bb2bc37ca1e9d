/**
 * The detail page's timeline: the events of every document of the transaction, newest first,
 * each pointing to the card it belongs to (hovering it highlights that card).
 */
import type { InvoiceEvent } from '@generated/model/invoiceEvent';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import { newestFirst, type TimelineItem } from '@/components/transaction-detail/detail-timeline';
import { paymentEventStyles } from '../payment-events';

export type DetailTimelineItem = TimelineItem & { paymentEvent?: PaymentEvent };

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
  return newestFirst(items);
};
