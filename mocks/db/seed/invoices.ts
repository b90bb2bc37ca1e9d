/**
 * About 120 invoices with their event histories. Every history is played through the invoice
 * state machine (a path it refuses fails the seed), so statuses, events, adjustments and numbers
 * always agree. Invoices that belong to a payment of the payments seed take its customer, amount
 * and internal reference.
 */
import type { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { positionForGross } from '../../areas/invoices/amounts';
import { isAddressComplete, isDeletedDebitor } from '../../areas/customers/rules';
import { INVOICE_PREFIX, internalRefFor } from '../../areas/invoices/numbers';
import { DEMO_USER } from '../../auth';
import { type InvoiceAction, stepInvoice } from '../../areas/invoices/rules';
import type { Db } from '../schema';
import type { SeedContext, Seeder } from './context';
import {
  CANCELLATION_REASONS,
  CORRECTION_REASONS,
  adjustmentOf,
  newDocument,
  samplePositions,
} from './invoice-documents';
import { type InvoicePlan, invoicePlans, linkPayments } from './invoice-plans';

type InvoiceRecord = Db['invoices'][number];

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Days between one step of a history and the next. */
const DELAYS: Partial<Record<InvoiceAction, [number, number]>> = {
  finalize: [0.004, 0.1],
  paid: [2, 25],
  conflict: [3, 20],
  remind: [8, 35],
  dun: [14, 20],
  writeOff: [30, 60],
  paymentCancelled: [5, 10],
  reopen: [1, 2],
  correct: [1, 10],
  cancelledByCorrection: [0.02, 1],
  cancelledByCancellation: [1, 10],
  completeRefund: [3, 14],
};

const PAYMENT_STATUS: Partial<Record<InvoiceStatus, string>> = {
  OPEN: 'PENDING',
  PAID: 'COMPLETED',
  CONFLICT: 'INITIATED',
  REMINDED: 'PENDING',
  IN_DUNNING: 'PENDING',
  UNCOLLECTIBLE: 'ERROR',
  CANCELLED: 'CANCELLED',
  REFUND_IN_PROGRESS: 'REFUND_IN_PROGRESS',
  CANCELLATION_COMPLETED: 'REFUND_COMPLETED',
};

const iso = (time: number) => new Date(time).toISOString();

/** Step times after `start`, squeezed so the last one stays before the seed's "now". */
const schedule = (start: number, delays: number[], limit: number) => {
  const total = delays.reduce((sum, delay) => sum + delay, 0);
  const factor = total > 0 && start + total > limit ? Math.max(0, (limit - start) / total) : 1;
  let time = start;
  return delays.map((delay) => (time += delay * factor + 1000));
};

type Player = {
  db: Db;
  context: SeedContext;
  finalized: { invoice: InvoiceRecord; time: number }[];
};

const addEvent = (
  { db }: Player,
  invoice: InvoiceRecord,
  eventType: Db['invoiceEvents'][number]['eventType'],
  time: number,
  triggeredBy: string,
  paymentId?: string,
) => {
  db.invoiceEvents.push({
    invoiceId: invoice.id,
    eventType,
    eventDateTime: iso(time),
    triggeredBy,
    ...(paymentId ? { paymentId } : {}),
  });
};

const play = (player: Player, invoice: InvoiceRecord, action: InvoiceAction, time: number) => {
  const step = stepInvoice(action, invoice);
  if (!step.ok)
    throw new Error(`Seed invoice history refused: ${action} on ${invoice.status} (${step.message})`);
  invoice.status = step.status;
  const actor = step.actor === 'user' ? DEMO_USER.emailAddress : 'SYSTEM';
  for (const eventType of step.events) addEvent(player, invoice, eventType, time, actor);
  if (action === 'finalize' || action === 'finalizeCancellation' || action === 'finalizeCorrection')
    player.finalized.push({ invoice, time });
};

const playPlan = (player: Player, plan: InvoicePlan, index: number, customers: Customers) => {
  const { db, context } = player;
  const { faker } = context;
  const payment = plan.payment;
  const debitor = payment
    ? db.debitors.find((candidate) => candidate.id === payment.debitorRef)
    : plan.deletedCustomer && customers.deleted
      ? customers.deleted
      : faker.helpers.arrayElement(plan.online ? customers.online : customers.all);
  if (!debitor) return;
  const start = payment
    ? Date.parse(payment.createdDateTimeUTC) - 30 * MINUTE
    : Date.parse(context.daysAgo(faker.number.int({ min: plan.age[0], max: plan.age[1] })));
  const positions = payment
    ? [positionForGross(payment.amount, payment.purpose.slice(0, 120))]
    : samplePositions(context, index, customers.products);
  const invoice = newDocument(context, {
    index,
    debitor,
    positions,
    created: iso(start),
    bankAccountId: customers.bankAccountId,
  });
  if (payment) {
    invoice.paymentMethod = payment.paymentMethod ?? debitor.paymentMethod;
    invoice.internalRef = payment.invoice?.internalRef;
    invoice.paymentId = payment.id;
  }
  db.invoices.push(invoice);
  addEvent(player, invoice, 'CREATED', start, DEMO_USER.emailAddress);

  const days = (range: [number, number] | undefined) =>
    faker.number.float({ min: range?.[0] ?? 0.01, max: range?.[1] ?? 1 }) * DAY;
  const extras = [plan.correctivePaid, plan.draftCancellation].filter(Boolean).map(() => days([1, 6]));
  const times = schedule(
    start,
    [...plan.path.map((action) => days(DELAYS[action])), ...extras],
    context.now.getTime() - 3_600_000,
  );
  let corrective: InvoiceRecord | undefined;
  const reasons = (list: string[][]) => list[index % list.length] ?? [];

  plan.path.forEach((action, step) => {
    const time = times[step] ?? start;
    if (action === 'correct') {
      corrective = adjustmentOf(
        context,
        invoice,
        'CORRECTIVE_INVOICE',
        iso(time),
        reasons(CORRECTION_REASONS),
      );
      db.invoices.push(corrective);
      addEvent(player, corrective, 'CREATED', time, DEMO_USER.emailAddress);
    }
    if (action === 'cancelledByCancellation') {
      const created = time - 20 * MINUTE;
      const cancellation = adjustmentOf(
        context,
        invoice,
        'CANCELLATION_INVOICE',
        iso(created),
        reasons(CANCELLATION_REASONS),
      );
      db.invoices.push(cancellation);
      addEvent(player, cancellation, 'CREATED', created, DEMO_USER.emailAddress);
      play(player, cancellation, 'finalizeCancellation', time - MINUTE);
      invoice.cancelStatus = cancellation.cancelStatus;
    }
    if (action === 'cancelledByCorrection' && corrective) {
      play(player, corrective, 'finalizeCorrection', time - MINUTE);
      addEvent(player, corrective, 'PAYMENT_CREATED', time - 30_000, 'SYSTEM');
      corrective.paymentStatus = 'PENDING';
    }
    play(player, invoice, action, time);
    if (action === 'finalize') {
      const linked = plan.existingPayment ? 'EXISTING_PAYMENT_LINKED' : 'PAYMENT_CREATED';
      const linkTime = payment
        ? Math.max(time + 1000, Date.parse(payment.createdDateTimeUTC))
        : time + MINUTE;
      addEvent(player, invoice, linked, linkTime, 'SYSTEM', payment?.id);
    }
  });

  let extra = plan.path.length;
  if (plan.correctivePaid && corrective) {
    play(player, corrective, 'paid', times[extra++] ?? start);
    corrective.paymentStatus = 'COMPLETED';
  }
  if (plan.draftCancellation) {
    const created = times[extra] ?? start;
    const draft = adjustmentOf(
      context,
      invoice,
      'CANCELLATION_INVOICE',
      iso(created),
      reasons(CANCELLATION_REASONS),
    );
    db.invoices.push(draft);
    addEvent(player, draft, 'CREATED', created, DEMO_USER.emailAddress);
  }
  if (invoice.status !== 'DRAFT') {
    const paidBefore = invoice.status === 'CANCELLED' && plan.path.includes('paid') ? 'COMPLETED' : undefined;
    invoice.paymentStatus =
      payment?.state ?? plan.paymentStatus ?? paidBefore ?? PAYMENT_STATUS[invoice.status];
  }
};

type Customers = {
  all: Db['debitors'];
  online: Db['debitors'];
  deleted: Db['debitors'][number] | undefined;
  products: Db['products'];
  bankAccountId: string | undefined;
};

/** Numbers in the order the documents were finalized, one series per kind and year. */
const numberDocuments = (finalized: Player['finalized']) => {
  const counters = new Map<string, number>();
  for (const { invoice, time } of [...finalized].sort((a, b) => a.time - b.time)) {
    const prefix = `${INVOICE_PREFIX[invoice.invoiceType]}-${new Date(time).getUTCFullYear()}-`;
    const next = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, next);
    invoice.invoiceNumber = `${prefix}${String(next).padStart(4, '0')}`;
    if (invoice.invoiceType !== 'CANCELLATION_INVOICE')
      invoice.internalRef ??= internalRefFor(invoice.invoiceNumber);
  }
};

export const seedInvoices: Seeder = (db, context) => {
  if (context.scenario.fresh) return;
  const all = db.debitors.filter(
    (debitor) => !isDeletedDebitor(debitor) && isAddressComplete(debitor.address),
  );
  const online = all.filter((debitor) => debitor.paymentMethod !== 'DIRECT_DEBIT');
  if (!all.length || !online.length) return;
  const customers: Customers = {
    all,
    online,
    deleted: db.debitors.find(isDeletedDebitor),
    products: db.products.filter(
      (product) => product.productType === 'PRODUCT' && product.billingType === 'ONE_TIME',
    ),
    bankAccountId: (db.bankAccounts.find((account) => account.default) ?? db.bankAccounts[0])?.id,
  };
  const player: Player = { db, context, finalized: [] };
  linkPayments(invoicePlans(), db.payments).forEach((plan, index) =>
    playPlan(player, plan, index, customers),
  );
  numberDocuments(player.finalized);
};
