/**
 * The payment event timeline as data (spec 3 §4): events sorted by time, consecutive repeats of a
 * type collapsed into one entry with a count (except PAYMENT_MODIFIED and IN_DUNNING, which stay
 * separate), the styling of final, error and success events, and the before/after details that
 * modified and fee events carry in reasonMessage.
 */
import { z } from 'zod';
import type { PaymentEvent } from '@generated/model/paymentEvent';
import type { PaymentEventType } from '@generated/model/paymentEventType';

export type EventTone = 'success' | 'error' | 'neutral';
export type EventStyle = { final: boolean; tone: EventTone };

const plain: EventStyle = { final: false, tone: 'neutral' };

export const paymentEventStyles = {
  CREATED_BY_CREDITOR: plain,
  DIRECT_DEBIT_CREATED: plain,
  DIRECT_DEBIT_PENDING: plain,
  DIRECT_DEBIT_FUNDS_CHARGED_BACK: plain,
  CHARGE_BACK_NOTIFICATION_SEND: plain,
  CHARGE_BACK_REMINDER_SEND: plain,
  INVOICE_UPLOADED_BY_CREDITOR: plain,
  DEBIT_INVOICE_UPLOADED_BY_CREDITOR: plain,
  RESTARTED_BY_DEBITOR: plain,
  DEBITOR_NOTIFIED: plain,
  SEND_DONATION_RECEIPT: plain,
  FAILED_PAYMENT_FEES_APPLIED: plain,
  CANCELLED_BY_CREDITOR: { final: true, tone: 'error' },
  PAYMENT_PROCESS_COMPLETED_BY_CREDITOR: { final: true, tone: 'success' },
  PAYMENT_PROCESS_COMPLETED_MANUALLY_BY_DEBITOR: { final: true, tone: 'success' },
  DEBITOR_OPENED_NOTIFICATION: plain,
  MARKED_AS_DONATION: plain,
  DEBITOR_CLICKED_NOTIFICATION: plain,
  PAYMENT_PROCESS_STARTED_BY_DEBITOR: plain,
  PAYMENT_PROCESS_ABORTED_BY_DEBITOR: { final: false, tone: 'error' },
  PAYMENT_VERIFIED: { final: true, tone: 'success' },
  PAYMENT_PROCESS_COMPLETED_BY_DEBITOR: { final: true, tone: 'neutral' },
  PAYMENT_REQUESTED_BY_CREDITOR: plain,
  PAYMENT_REMINDER_SENT: plain,
  PAYMENT_EMAIL_BOUNCED: plain,
  DEBITOR_WANTS_TO_PAY_MANUALLY: plain,
  PAYMENT_REFUND_IN_PROGRESS: plain,
  PAYMENT_REFUND_COMPLETED_BY_CREDITOR: plain,
  PAYMENT_REFUND_COMPLETED: plain,
  PAYMENT_CANCELLATION: plain,
  PAYMENT_CONFIRMATION_SENT: plain,
  PAYMENT_MODIFIED: plain,
  IN_DUNNING: plain,
} satisfies Record<PaymentEventType, EventStyle>;

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
