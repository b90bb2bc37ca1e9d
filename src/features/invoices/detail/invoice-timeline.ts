/**
 * The invoice detail's timeline: the invoice's and its payment's events, newest first, each
 * pointing to the card it belongs to (hovering it highlights that card).
 */
import type { InvoiceEvent } from '@generated/model/invoiceEvent';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import { newestFirst, type TimelineItem } from '@/components/transaction-detail/detail-timeline';
import { paymentEventStyles } from '@/entities/payment/payment-event-styles';

export const invoiceTimeline = (
  invoiceEvents: readonly InvoiceEvent[],
  paymentEvents: readonly PaymentEvent[] = [],
): TimelineItem[] =>
  newestFirst([
    ...invoiceEvents.map((event, index) => ({
      key: `invoice-${index}`,
      card: 'invoice' as const,
      dateTime: event.eventDateTime,
      label: `lists:detail.invoiceEvent.${event.eventType}`,
      tone: 'neutral' as const,
      final: false,
      triggeredBy: event.triggeredBy,
    })),
    ...paymentEvents.map((event, index) => ({
      key: `payment-${index}`,
      card: 'payment' as const,
      dateTime: event.eventDateTime,
      label: `payments:events.type.${event.eventType}`,
      ...paymentEventStyles[event.eventType],
      triggeredBy: event.triggeredBy,
    })),
  ]);
