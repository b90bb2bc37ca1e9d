/**
 * About 300 payments of the existing customers, in every state and with both payment methods,
 * each with the event history that led to its state.
 */
import type { PaymentState } from '../../../src-generated/model/paymentState';
import type { PaymentRecord } from '../schema';
import type { Seeder } from './context';
import { paymentHistory, stepTimes, type Actor } from './payment-events';
import {
  EXTERNAL_REASONS,
  INTERNAL_REASONS,
  externalReference,
  metadataFor,
  purposeAndAmount,
} from './payment-data';
import { donationReceiptUrl, nextDay, verificationId, embeddedDebitor } from '../../areas/payments/rules';

const STATE_COUNTS: [PaymentState, number][] = [
  ['COMPLETED', 103],
  ['PENDING', 62],
  ['VERIFIED', 30],
  ['CANCELLED', 22],
  ['MANUAL', 16],
  ['ABORTED', 15],
  ['REFUND_COMPLETED', 14],
  ['CHARGED_BACK', 12],
  ['ERROR', 12],
  ['REFUND_IN_PROGRESS', 8],
  ['CREATING', 6],
];

/** States only an online payment reaches (the debtor pays by link, or the creditor acts on it). */
const ONLINE_ONLY: readonly PaymentState[] = ['MANUAL', 'ABORTED', 'VERIFIED', 'CANCELLED'];

/** How many days ago payments of a state were created. */
const AGE_DAYS: Record<PaymentState, [number, number]> = {
  CREATING: [0, 0],
  PENDING: [0, 70],
  MANUAL: [2, 60],
  ABORTED: [1, 90],
  ERROR: [1, 120],
  COMPLETED: [1, 180],
  VERIFIED: [3, 180],
  CANCELLED: [2, 180],
  CHARGED_BACK: [12, 150],
  REFUND_IN_PROGRESS: [5, 60],
  REFUND_COMPLETED: [20, 180],
};

/** Open payments collect events until today; settled ones within a few weeks. */
const OPEN_STATES: readonly PaymentState[] = [
  'PENDING',
  'MANUAL',
  'ABORTED',
  'CHARGED_BACK',
  'REFUND_IN_PROGRESS',
];

export const seedPayments: Seeder = (db, context) => {
  const { faker, scenario } = context;
  if (scenario.fresh || db.debitors.length === 0) return;
  const directDebitors = db.debitors.filter((debitor) => debitor.paymentMethod === 'DIRECT_DEBIT');
  const onlineDebitors = db.debitors.filter((debitor) => debitor.paymentMethod !== 'DIRECT_DEBIT');
  const creditor = db.users[0]?.emailAddress ?? 'SYSTEM';
  const random = () => faker.number.float({ min: 0, max: 1 });
  const plan = faker.helpers.shuffle(
    STATE_COUNTS.flatMap(([state, count]) =>
      Array.from({ length: count }, (_, variant) => ({ state, variant })),
    ),
  );
  let invoiceNumber = 40;

  for (const { state, variant } of plan) {
    const directDebit =
      !ONLINE_ONLY.includes(state) && (state === 'CHARGED_BACK' ? variant % 4 !== 3 : variant % 3 === 1);
    const pool = directDebit ? directDebitors : onlineDebitors;
    const debitor = faker.helpers.arrayElement(pool.length > 0 ? pool : db.debitors);
    const [minAge, maxAge] = AGE_DAYS[state];
    const ageDays = faker.number.int({ min: minAge, max: maxAge });
    const createdDateTimeUTC = context.daysAgo(ageDays);
    const invoiceRelated = state !== 'CREATING' && variant % 9 === 4;
    const paymentType = invoiceRelated || variant % 5 === 2 ? 'INVOICE' : 'PAYMENT_REQUEST';
    const isDonation =
      ['COMPLETED', 'VERIFIED', 'PENDING'].includes(state) && !invoiceRelated && variant % 8 === 3;
    const markedLater = isDonation && variant % 16 === 11;
    const start = purposeAndAmount(faker, createdDateTimeUTC, isDonation && !markedLater);
    const cancelReasonDebitor =
      state === 'CANCELLED' ? faker.helpers.arrayElement(EXTERNAL_REASONS) : undefined;
    const history = paymentHistory({
      state,
      variant,
      ageDays,
      paymentMethod: directDebit ? 'DIRECT_DEBIT' : 'ONLINE_PAYMENT',
      paymentType,
      isDonation,
      cancelReason: cancelReasonDebitor,
      ...start,
    });

    const id = context.id();
    const payment: PaymentRecord = {
      id,
      state,
      paymentMethod: directDebit ? 'DIRECT_DEBIT' : 'ONLINE_PAYMENT',
      paymentType,
      purpose: history.purpose,
      amount: history.amount,
      isDonation,
      chargeDate: nextDay(createdDateTimeUTC),
      createdDateTimeUTC,
      debitor: embeddedDebitor(debitor),
      debitorRef: debitor.id,
    };
    if (state !== 'CREATING' && variant % 10 !== 9) payment.verificationId = verificationId(random);
    if (variant % 4 === 1) payment.externalReference = externalReference(faker, variant, createdDateTimeUTC);
    if (variant % 7 === 2) payment.metadata = metadataFor(faker, variant);
    if (invoiceRelated) {
      invoiceNumber += 1;
      payment.invoice = {
        internalRef: `INT-${createdDateTimeUTC.slice(0, 4)}-${String(invoiceNumber).padStart(4, '0')}`,
      };
    } else if (paymentType === 'INVOICE') {
      payment.invoiceDocument = {
        title: history.purpose,
        fileName: `${history.purpose.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
        size: faker.number.int({ min: 40_000, max: 900_000 }),
        uploadedDateTimeUTC: createdDateTimeUTC,
      };
    }
    if (isDonation && (state === 'COMPLETED' || state === 'VERIFIED')) {
      payment.donation = { documentPublicUrl: donationReceiptUrl(id) };
    }
    if (state === 'CANCELLED') {
      payment.cancelStatus = {
        cancelReasonDebitor,
        ...(variant % 3 !== 0 ? { cancelReasonInternal: faker.helpers.arrayElement(INTERNAL_REASONS) } : {}),
      };
    }
    db.payments.push(payment);

    const span = state === 'CREATING' ? 0.02 : OPEN_STATES.includes(state) ? ageDays : Math.min(ageDays, 21);
    const times = stepTimes(
      { count: history.steps.length, setupSteps: history.setupSteps },
      createdDateTimeUTC,
      context.now,
      span,
      random,
    );
    const actors: Record<Actor, string> = { creditor, system: 'SYSTEM', debitor: debitor.emailAddress };
    history.steps.forEach((step, index) => {
      db.paymentEvents.push({
        eventType: step.eventType,
        eventDateTime: times[index] ?? createdDateTimeUTC,
        paymentId: id,
        triggeredBy: actors[step.actor],
        ...(step.reason ? { reason: step.reason } : {}),
        ...(step.reasonMessage ? { reasonMessage: step.reasonMessage } : {}),
      });
    });
  }
};
