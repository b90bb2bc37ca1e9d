/**
 * The event history of a seeded payment: the steps that led to its state, in order. Which path a
 * payment takes is chosen by its index among the payments of its state (`variant`), not by chance,
 * so every event type appears whatever the other seeders draw from the shared faker.
 */
import type { PaymentEventType } from '../../../src-generated/model/paymentEventType';
import type { PaymentMethod } from '../../../src-generated/model/paymentMethod';
import type { PaymentState } from '../../../src-generated/model/paymentState';
import type { PaymentType } from '../../../src-generated/model/paymentType';
import { roundCents } from '../../areas/payments/rules';

export type Actor = 'creditor' | 'system' | 'debitor';

export type HistoryStep = {
  eventType: PaymentEventType;
  actor: Actor;
  reason?: string;
  reasonMessage?: string;
};

export type HistoryDraft = {
  state: PaymentState;
  paymentMethod: PaymentMethod;
  paymentType: PaymentType;
  purpose: string;
  amount: number;
  isDonation: boolean;
  cancelReason?: string;
  /** Index of the payment among the seeded payments of its state. */
  variant: number;
  /** Old payments have gone through dunning. */
  ageDays: number;
};

/** Purpose and amount before and after, as the backend writes them for the timeline. */
export const changeMessage = (
  before: { purpose: string; amount: number },
  after: { purpose: string; amount: number },
) =>
  JSON.stringify({
    purposeBefore: before.purpose,
    purposeAfter: after.purpose,
    amountBefore: before.amount,
    amountAfter: after.amount,
  });

const FAILED_PAYMENT_FEE = 5;

/** The steps of a payment's life and the purpose and amount it ends with. */
export const paymentHistory = (draft: HistoryDraft) => {
  const { state, variant } = draft;
  const online = draft.paymentMethod === 'ONLINE_PAYMENT';
  const steps: HistoryStep[] = [];
  let current = { purpose: draft.purpose, amount: draft.amount };
  const add = (eventType: PaymentEventType, actor: Actor, extra: Partial<HistoryStep> = {}) =>
    steps.push({ eventType, actor, ...extra });
  const change = (eventType: 'PAYMENT_MODIFIED' | 'FAILED_PAYMENT_FEES_APPLIED', next: typeof current) => {
    add(eventType, eventType === 'PAYMENT_MODIFIED' ? 'creditor' : 'system', {
      reasonMessage: changeMessage(current, next),
    });
    current = next;
  };
  const reminders = (count: number, type: PaymentEventType = 'PAYMENT_REMINDER_SENT') => {
    for (let index = 0; index < count; index++) add(type, 'system');
  };
  const opened = () => {
    if (variant % 7 !== 6) add('DEBITOR_OPENED_NOTIFICATION', 'debitor');
    if (variant % 7 < 5) add('DEBITOR_CLICKED_NOTIFICATION', 'debitor');
  };
  const paidOnline = () => {
    if (variant % 9 === 5) {
      add('DEBITOR_WANTS_TO_PAY_MANUALLY', 'debitor');
      add('PAYMENT_PROCESS_COMPLETED_MANUALLY_BY_DEBITOR', 'debitor');
    } else if (variant % 9 === 8) {
      add('PAYMENT_PROCESS_COMPLETED_BY_CREDITOR', 'creditor');
    } else {
      add('PAYMENT_PROCESS_STARTED_BY_DEBITOR', 'debitor');
      add('PAYMENT_PROCESS_COMPLETED_BY_DEBITOR', 'debitor');
    }
  };
  const collected = () => {
    if (online) {
      opened();
      if (variant % 4 === 1) reminders(1 + (variant % 3));
      paidOnline();
    } else {
      add('DIRECT_DEBIT_PENDING', 'system');
    }
    add('PAYMENT_CONFIRMATION_SENT', 'system');
    if (draft.isDonation) {
      if (variant % 16 === 11) add('MARKED_AS_DONATION', 'creditor');
      add('SEND_DONATION_RECEIPT', 'system');
    }
  };

  add('CREATED_BY_CREDITOR', 'creditor');
  if (draft.paymentType === 'INVOICE') {
    add(online ? 'INVOICE_UPLOADED_BY_CREDITOR' : 'DEBIT_INVOICE_UPLOADED_BY_CREDITOR', 'creditor');
  }
  if (state === 'CREATING') return { steps, setupSteps: steps.length, ...current };
  if (online) {
    add('PAYMENT_REQUESTED_BY_CREDITOR', 'creditor');
  } else {
    add('DIRECT_DEBIT_CREATED', 'system');
    add('DEBITOR_NOTIFIED', 'system');
  }
  // What the creditor's create call does happens at once; the rest takes days.
  const setupSteps = steps.length;
  if (variant % 10 === 3) {
    const extended = variant % 20 === 3;
    change('PAYMENT_MODIFIED', {
      purpose: extended ? `${current.purpose} inkl. Versand` : current.purpose,
      amount: roundCents(extended ? current.amount + 4.9 : current.amount * 1.1),
    });
    add('DEBITOR_NOTIFIED', 'system');
  }

  switch (state) {
    case 'PENDING':
      if (!online) {
        add('DIRECT_DEBIT_PENDING', 'system');
        break;
      }
      opened();
      reminders(variant % 4);
      if (variant % 4 === 3 && variant % 8 === 7) {
        change('FAILED_PAYMENT_FEES_APPLIED', {
          ...current,
          amount: roundCents(current.amount + FAILED_PAYMENT_FEE),
        });
      }
      if (variant % 6 === 5) add('PAYMENT_EMAIL_BOUNCED', 'system', { reason: 'Postfach voll' });
      if (draft.ageDays > 35 && variant % 3 === 0) {
        add('IN_DUNNING', 'system');
        if (variant % 2 === 0) add('IN_DUNNING', 'system');
      }
      break;
    case 'MANUAL':
      opened();
      add('DEBITOR_WANTS_TO_PAY_MANUALLY', 'debitor');
      reminders(variant % 3);
      break;
    case 'ABORTED':
      opened();
      add('PAYMENT_PROCESS_STARTED_BY_DEBITOR', 'debitor');
      add('PAYMENT_PROCESS_ABORTED_BY_DEBITOR', 'debitor', { reason: 'Zahlvorgang abgebrochen' });
      if (variant % 3 === 1) {
        add('RESTARTED_BY_DEBITOR', 'debitor');
        add('PAYMENT_PROCESS_STARTED_BY_DEBITOR', 'debitor');
        add('PAYMENT_PROCESS_ABORTED_BY_DEBITOR', 'debitor', { reason: 'Zahlvorgang abgebrochen' });
      }
      reminders(variant % 2);
      break;
    case 'ERROR':
      if (!online) add('DIRECT_DEBIT_PENDING', 'system', { reason: 'Mandat ungültig oder widerrufen' });
      else if (variant % 2 === 0)
        add('PAYMENT_EMAIL_BOUNCED', 'system', { reason: 'E-Mail-Adresse unbekannt' });
      else {
        opened();
        add('PAYMENT_PROCESS_STARTED_BY_DEBITOR', 'debitor', { reason: 'Zahlungsanbieter lehnt ab' });
      }
      break;
    case 'COMPLETED':
      collected();
      break;
    case 'VERIFIED':
      opened();
      reminders(variant % 3);
      if (variant % 4 === 2) add('DEBITOR_WANTS_TO_PAY_MANUALLY', 'debitor');
      add('PAYMENT_VERIFIED', variant % 2 === 0 ? 'creditor' : 'system', {
        reason: variant % 2 === 0 ? 'Manuell als bezahlt markiert' : 'Zahlungseingang automatisch zugeordnet',
      });
      if (variant % 2 === 1) add('PAYMENT_CONFIRMATION_SENT', 'system');
      if (draft.isDonation) add('SEND_DONATION_RECEIPT', 'system');
      break;
    case 'CANCELLED':
      opened();
      reminders(variant % 2);
      add('CANCELLED_BY_CREDITOR', 'creditor', { reason: draft.cancelReason });
      if (variant % 3 !== 2) add('PAYMENT_CANCELLATION', 'system');
      break;
    case 'CHARGED_BACK':
      if (online) {
        opened();
        paidOnline();
      } else {
        add('DIRECT_DEBIT_PENDING', 'system');
        add('DIRECT_DEBIT_FUNDS_CHARGED_BACK', 'system', {
          reason: 'MD06 Rückgabe auf Verlangen des Zahlers',
        });
      }
      add('CHARGE_BACK_NOTIFICATION_SEND', 'system');
      reminders(variant % 4, 'CHARGE_BACK_REMINDER_SEND');
      if (variant % 2 === 0) {
        change('FAILED_PAYMENT_FEES_APPLIED', {
          ...current,
          amount: roundCents(current.amount + FAILED_PAYMENT_FEE),
        });
      }
      break;
    case 'REFUND_IN_PROGRESS':
    case 'REFUND_COMPLETED':
      collected();
      add('PAYMENT_REFUND_IN_PROGRESS', 'creditor');
      if (state === 'REFUND_COMPLETED') {
        add(
          variant % 2 === 0 ? 'PAYMENT_REFUND_COMPLETED_BY_CREDITOR' : 'PAYMENT_REFUND_COMPLETED',
          variant % 2 === 0 ? 'creditor' : 'system',
        );
      }
      break;
  }
  return { steps, setupSteps, ...current };
};

/**
 * Times for the steps: the first `setupSteps` a minute apart from creation, the rest spread up
 * to `spanDays` after it (never after `now`), in order and at least a minute apart.
 */
export const stepTimes = (
  steps: { count: number; setupSteps: number },
  createdIso: string,
  now: Date,
  spanDays: number,
  random: () => number,
) => {
  const created = Date.parse(createdIso);
  const setupEnd = created + (steps.setupSteps - 1) * 60_000;
  const later = steps.count - steps.setupSteps;
  const end = Math.min(now.getTime(), created + spanDays * 86_400_000);
  const window = Math.max(end - setupEnd - later * 60_000, 0);
  const offsets = Array.from({ length: later }, () => Math.floor(random() * window)).sort((a, b) => a - b);
  return [
    ...Array.from({ length: steps.setupSteps }, (_, index) => created + index * 60_000),
    ...offsets.map((offset, index) => setupEnd + offset + (index + 1) * 60_000),
  ].map((time) => new Date(time).toISOString());
};
