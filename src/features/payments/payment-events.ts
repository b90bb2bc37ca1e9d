/**
 * The payment event timeline as data (spec 3 §4): events sorted by time, consecutive repeats of a
 * type collapsed into one entry with a count (except PAYMENT_MODIFIED and IN_DUNNING, which stay
 * separate), the styling of final, error and success events, and the before/after details that
 * modified and fee events carry in reasonMessage.
 */
import { z } from 'zod';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import type { PaymentEventType } from '@generated/model/paymentEventType';
import { paymentEventStyles, type EventStyle, type EventTone } from '@/entities/payment/payment-event-styles';

export { paymentEventStyles, type EventStyle, type EventTone };

/** Types whose repeats each keep their own entry. */
export const NEVER_COLLAPSED: readonly PaymentEventType[] = ['PAYMENT_MODIFIED', 'IN_DUNNING'];

export type TimelineEntry = {
  key: string;
  /** The latest event of a run of repeats. */
  event: PaymentEvent;
  /** How many events the entry stands for ('n in total' when more than one). */
  count: number;
  firstDateTime: string;
};

const time = (event: Pick<PaymentEvent, 'eventDateTime'>) => {
  const value = Date.parse(event.eventDateTime);
  return Number.isNaN(value) ? 0 : value;
};

/** Oldest first; events at the same instant keep the server's order. */
export const sortEventsByTime = <E extends Pick<PaymentEvent, 'eventDateTime'>>(events: readonly E[]): E[] =>
  events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => time(a.event) - time(b.event) || a.index - b.index)
    .map(({ event }) => event);

/** Sorted by time, with consecutive repeats of a type collapsed into one entry. */
export const collapseEvents = (events: readonly PaymentEvent[]): TimelineEntry[] => {
  const entries: TimelineEntry[] = [];
  sortEventsByTime(events).forEach((event, index) => {
    const last = entries.at(-1);
    if (last && last.event.eventType === event.eventType && !NEVER_COLLAPSED.includes(event.eventType)) {
      last.event = event;
      last.count += 1;
      return;
    }
    entries.push({ key: `${index}-${event.eventType}`, event, count: 1, firstDateTime: event.eventDateTime });
  });
  return entries;
};

const amount = z.union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())]).optional();

const ReasonDetails = z
  .object({
    purposeBefore: z.string().optional(),
    purposeAfter: z.string().optional(),
    amountBefore: amount,
    amountAfter: amount,
  })
  .refine((details) => Object.values(details).some((value) => value !== undefined));

export type ReasonDetails = z.infer<typeof ReasonDetails>;

/** The before/after details of a reasonMessage, or null when it is absent or not that JSON. */
export const parseReasonMessage = (reasonMessage: string | undefined): ReasonDetails | null => {
  if (!reasonMessage) return null;
  let json: unknown;
  try {
    json = JSON.parse(reasonMessage);
  } catch {
    return null;
  }
  const parsed = ReasonDetails.safeParse(json);
  return parsed.success ? parsed.data : null;
};
