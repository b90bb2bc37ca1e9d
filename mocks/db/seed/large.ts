/**
 * The `large` scenario: a company with 20,000 customers, 200,000 payments, 50,000 invoices,
 * 10,000 instalment plans and credits, credit notes, subscriptions and checkouts in the default
 * scenario's proportions. Faker per record would take most of a minute, so the records are the
 * default scenario's records copied: each copy gets a new id, a customer made from small pools of
 * names, and all its dates moved by one offset, so a copy keeps its template's state and its dates
 * keep their order (a pending payment's due date stays ahead, an overdue invoice stays overdue).
 * A template is only moved within what keeps that true; copies are made oldest first, so each
 * collection is already in date order. Dates are relative to the given day (today when seeded),
 * ids continue the database's running number: the same day gives the same database. It is a
 * generator: the caller yields between its steps (store.ts), so the page never waits long.
 */
import { Faker, de, en } from '@faker-js/faker';
import type { Debitor } from '../../../src-generated/model/debitor';
import type { Db } from '../schema';
import { slug } from '../../areas/products/rules';
import { SEED_NOW } from './reference-time';
import {
  copy,
  DAY,
  groupBy,
  largeSeeds,
  prng,
  templatesOf,
  type LargeSeed,
  type Template,
} from './large-copy';

/** The full size; a factor scales every count (tests use a small one). */
export const LARGE_COUNTS = {
  debitors: 20_000,
  payments: 200_000,
  invoices: 50_000,
  instalmentPlans: 10_000,
  // In the default scenario's proportions: credits and checkouts to payments, credit notes to
  // invoices, subscriptions to customers.
  credits: 16_000,
  creditNotes: 6_000,
  subscriptions: 8_000,
  checkouts: 20_000,
} as const;

/** How far back each collection's records go, in days before the reference day. */
const SPAN_DAYS = {
  payments: 730,
  invoices: 730,
  instalmentPlans: 540,
  subscriptions: 900,
  credits: 540,
  creditNotes: 540,
  checkouts: 540,
};

/**
 * Turns a database seeded as `default` (its company, accounts, products, team, and the records
 * used as templates) into the large one, in steps of about `chunk` records.
 */
export function* seedLarge(
  db: Db,
  { factor = 1, day = Date.now(), chunk = 100 }: { factor?: number; day?: number; chunk?: number } = {},
): Generator<void, void> {
  const random = prng(20_261_127);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const count = (name: keyof typeof LARGE_COUNTS) => Math.max(1, Math.round(LARGE_COUNTS[name] * factor));
  const reference = Math.floor(day / DAY) * DAY + 9 * 3_600_000;
  /** Template times are relative to the seed's day; copies to the reference day. */
  const toReference = reference - SEED_NOW.getTime();
  const id = () => {
    db.sequence += 1;
    return `00000000-0000-4000-8000-${db.sequence.toString(16).padStart(12, '0')}`;
  };

  // Customers: the default's 60 stay (mandates and the agent's data refer to them); the others are
  // copies of them with names from pools.
  const faker = new Faker({ locale: [de, en] });
  faker.seed(20_261_127);
  const firstNames = Array.from({ length: 240 }, () => faker.person.firstName());
  const lastNames = Array.from({ length: 240 }, () => faker.person.lastName());
  const companies = Array.from({ length: 120 }, () => faker.company.name());
  const baseDebitors = db.debitors;
  const baseIndex = new Map(baseDebitors.map((debitor, index) => [debitor.id, index]));
  const debitors: Debitor[] = [...baseDebitors];
  const customerCount = Math.max(baseDebitors.length, count('debitors'));
  for (let index = baseDebitors.length; index < customerCount; index += 1) {
    const template = baseDebitors[index % baseDebitors.length] as Debitor;
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const replace = new Map<string, string | undefined>([[template.id, id()]]);
    if (template.firstName) replace.set(template.firstName, firstName);
    if (template.lastName) replace.set(template.lastName, lastName);
    if (template.companyName) replace.set(template.companyName, pick(companies));
    replace.set(
      template.emailAddress ?? '',
      `${slug(firstName).replaceAll('-', '')}.${slug(lastName).replaceAll('-', '')}.${index}@example.de`,
    );
    if (template.vatId) replace.set(template.vatId, `DE${String(100_000_000 + index * 37).slice(0, 9)}`);
    debitors.push(copy(template, 0, replace) as Debitor);
    if (index % chunk === 0) yield;
  }
  db.debitors = debitors;
  /** A customer made from the same template as the given default customer (same kind and state). */
  const customerLike = (baseId: string | undefined) => {
    const base = baseId === undefined ? undefined : baseIndex.get(baseId);
    if (base === undefined) return undefined;
    const copies = Math.floor((customerCount - base - 1) / baseDebitors.length) + 1;
    return base + Math.floor(random() * copies) * baseDebitors.length;
  };
  const customerReplacements = (
    replace: Map<string, string | undefined>,
    baseId: string | undefined,
    customer: number,
  ) => {
    const base = baseDebitors[baseIndex.get(baseId ?? '') ?? -1];
    const chosen = debitors[customer];
    if (!base || !chosen) return;
    replace.set(base.id, chosen.id);
    for (const field of ['firstName', 'lastName', 'companyName', 'emailAddress'] as const) {
      const from = base[field];
      if (from) replace.set(from, chosen[field]);
    }
    if (base.firstName && base.lastName)
      replace.set(
        `${base.firstName} ${base.lastName}`,
        [chosen.firstName, chosen.lastName].filter(Boolean).join(' '),
      );
  };

  /** The newest copy of each template record: what other copies refer to in its place. */
  const latestCopy = new Map<string, { id: string; customer: number | undefined }>();

  /**
   * Copies of `templates`, oldest first, spread over the span: each at a time of its own, made
   * from a template that may be moved there (tried a few times, else the last eligible one).
   */
  function* copies<T extends { id?: string }>(
    name: keyof typeof SPAN_DAYS,
    templates: Template<T>[],
    refs: (record: T) => (string | undefined)[],
    finish?: (
      copied: T,
      template: T,
      replace: Map<string, string | undefined>,
      shift: number,
      customer: number | undefined,
    ) => void,
  ): Generator<void, T[]> {
    const total = count(name);
    const out: T[] = new Array<T>(total);
    const span = SPAN_DAYS[name] * DAY;
    const step = span / total;
    const start = SEED_NOW.getTime() - span;
    for (let index = 0; index < total; index += 1) {
      const at = start + index * step + random() * step * 0.9;
      let template = pick(templates);
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const offset = at - template.created;
        if (offset >= template.earliest && offset <= template.latest) break;
        template = pick(templates);
      }
      // The copy's customer: that of a record it refers to (an invoice's payment), else a new one.
      const replace = new Map<string, string | undefined>();
      let customer: number | undefined;
      for (const ref of refs(template.record)) {
        if (ref === undefined) continue;
        const latest = latestCopy.get(ref);
        replace.set(ref, latest?.id);
        customer ??= latest?.customer;
      }
      customer ??= customerLike(debitorIdOf(template));
      if (customer !== undefined) customerReplacements(replace, debitorIdOf(template), customer);
      const newId = id();
      const templateId = template.record.id ?? '';
      replace.set(templateId, newId);
      const shift = at - template.created + toReference;
      const copied = copy(template.record, shift, replace);
      finish?.(copied, template.record, replace, shift, customer);
      latestCopy.set(templateId, { id: newId, customer });
      out[index] = copied;
      if (index % chunk === 0) yield;
    }
    return out;
  }
  const customerIdOfTemplate = new Map<unknown, string | undefined>();
  const debitorIdOf = (template: Template<{ id?: string }>) => customerIdOfTemplate.get(template.record);
  const register = <T>(records: T[], customerId: (record: T) => string | undefined) => {
    for (const record of records) customerIdOfTemplate.set(record, customerId(record));
  };

  // Payments, with their events made when asked for (1.3 million would not fit).
  const eventsByPayment = groupBy(db.paymentEvents, (event) => event.paymentId ?? '');
  const paymentTemplates = new Map(db.payments.map((payment) => [payment.id, payment]));
  const seed: LargeSeed = {
    paymentEvents: new Map(),
    replacements: (templateId, paymentId, customer) => {
      const replace = new Map<string, string | undefined>([[templateId, paymentId]]);
      if (customer !== undefined)
        customerReplacements(replace, paymentTemplates.get(templateId)?.debitorRef, customer);
      return replace;
    },
  };
  const paymentCustomer = (payment: Db['payments'][number]) => payment.debitorRef;
  register(db.payments, paymentCustomer);
  let verification = 0;
  db.payments = yield* copies(
    'payments',
    templatesOf(db.payments, (payment) => payment.createdDateTimeUTC),
    () => [],
    (payment, template, _replace, shift, customer) => {
      verification += 1;
      if (template.verificationId)
        payment.verificationId = `VF-${verification.toString(36).toUpperCase().padStart(6, '0')}`;
      const events = eventsByPayment.get(template.id);
      if (events) seed.paymentEvents.set(payment.id, { events, shift, templateId: template.id, customer });
    },
  );
  db.paymentEvents = [];
  largeSeeds.set(db, seed);

  // Invoices (numbered per kind and year) with their events.
  const invoiceCustomer = (invoice: Db['invoices'][number]) => invoice.debitor?.id;
  register(db.invoices, invoiceCustomer);
  const invoiceEventsByInvoice = groupBy(db.invoiceEvents, (event) => event.invoiceId);
  const numbers = new Map<string, number>();
  const invoiceEvents: Db['invoiceEvents'] = [];
  db.invoices = yield* copies(
    'invoices',
    templatesOf(db.invoices, (invoice) => invoice.createdDateTimeUTC),
    (invoice) => [invoice.paymentId, invoice.originalInvoiceId],
    (invoice, template, replace, shift) => {
      if (template.invoiceNumber) {
        const prefix = `${template.invoiceNumber.slice(0, 2)}-${(invoice.createdDateTimeUTC ?? '').slice(0, 4)}-`;
        const next = (numbers.get(prefix) ?? 0) + 1;
        numbers.set(prefix, next);
        invoice.invoiceNumber = `${prefix}${String(next).padStart(4, '0')}`;
        replace.set(template.invoiceNumber, invoice.invoiceNumber);
        if (template.internalRef) invoice.internalRef = `INT-${invoice.invoiceNumber}`;
      }
      for (const event of invoiceEventsByInvoice.get(template.id ?? '') ?? [])
        invoiceEvents.push(copy(event, shift, replace));
    },
  );
  db.invoiceEvents = invoiceEvents;

  const planCustomer = (plan: Db['instalmentPlans'][number]) => plan.debtor?.id;
  register(db.instalmentPlans, planCustomer);
  db.instalmentPlans = yield* copies(
    'instalmentPlans',
    templatesOf(db.instalmentPlans, (plan) => plan.createdDateTime),
    () => [],
  );

  const subscriptionCustomer = (subscription: Db['subscriptions'][number]) => subscription.debtor?.id;
  register(db.subscriptions, subscriptionCustomer);
  db.subscriptions = yield* copies(
    'subscriptions',
    templatesOf(db.subscriptions, (subscription) => subscription.createdDateTime),
    () => [],
  );

  const creditCustomer = (credit: Db['credits'][number]) => credit.customer?.id;
  register(db.credits, creditCustomer);
  const creditEventsByCredit = groupBy(db.creditEvents, (event) => event.creditId ?? '');
  const creditEvents: Db['creditEvents'] = [];
  db.credits = yield* copies(
    'credits',
    templatesOf(db.credits, (credit) => credit.createdDateTimeUTC),
    () => [],
    (_credit, template, replace, shift) => {
      for (const event of creditEventsByCredit.get(template.id) ?? [])
        creditEvents.push(copy(event, shift, replace));
    },
  );
  db.creditEvents = creditEvents;

  const noteCustomer = (note: Db['creditNotes'][number]) => note.debtor?.id;
  register(db.creditNotes, noteCustomer);
  let noteNumber = 0;
  db.creditNotes = yield* copies(
    'creditNotes',
    templatesOf(db.creditNotes, (note) => note.createdDateTimeUTC),
    (note) => [note.creditId],
    (note, template) => {
      noteNumber += 1;
      if (template.invoiceNumber)
        note.invoiceNumber = `GS-${(note.createdDateTimeUTC ?? '').slice(0, 4)}-${String(noteNumber).padStart(5, '0')}`;
    },
  );

  const checkoutCustomer = (checkout: Db['checkouts'][number]) => checkout.debitorIdRef;
  register(db.checkouts, checkoutCustomer);
  db.checkouts = yield* copies(
    'checkouts',
    templatesOf(db.checkouts, (checkout) => checkout.createdDateTimeUTC),
    (checkout) => [checkout.paymentIdRef],
  );

  // The agent's tracked transactions refer to the company's payments: to the newest copies.
  for (const transaction of db.trackedTransactions)
    if (transaction.paymentId) transaction.paymentId = latestCopy.get(transaction.paymentId)?.id;
}
