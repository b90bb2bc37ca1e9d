/** The checkout detail's timeline: the checkout's creation and the events of its payment. */
import type { Checkout } from '@generated/model/checkout';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import { newestFirst, type TimelineItem } from '@/components/transaction-detail/detail-timeline';
import { paymentEventStyles } from '@/entities/payment/payment-event-styles';

export const checkoutTimeline = (
  checkout: Pick<Checkout, 'createdDateTimeUTC'>,
  paymentEvents: readonly PaymentEvent[],
): TimelineItem[] =>
  newestFirst([
    {
      key: 'checkout-created',
      card: 'checkout',
      dateTime: checkout.createdDateTimeUTC,
      label: 'lists:detail.checkoutCreated',
      tone: 'neutral',
      final: false,
    },
    ...paymentEvents.map((event, index) => ({
      key: `payment-${index}`,
      card: 'payment' as const,
      dateTime: event.eventDateTime,
      label: `payments:events.type.${event.eventType}`,
      ...paymentEventStyles[event.eventType],
      triggeredBy: event.triggeredBy,
    })),
  ]);
