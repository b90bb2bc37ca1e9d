/**
 * About 25 credits (payouts to customers with an active SEPA mandate) in every status with their
 * events, and about 15 credit notes for them in every status the contract allows.
 */
import type { CreditStatus } from '../../../src-generated/model/creditStatus';
import type { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { CREDIT_METHOD, creditEventsFor, creditNoteNumber } from '../../areas/credits/rules';
import type { CreditRecord, Db } from '../schema';
import type { Seeder } from './context';
import { debitorSummary } from '../../areas/customers/rules';
import { roundCents } from '../../areas/payments/rules';

const STATUS_COUNTS: [CreditStatus, number][] = [
  ['SENT', 12],
  ['PENDING', 6],
  ['ERROR', 4],
  ['CREATING', 3],
];

const PURPOSES = [
  'Gutschrift Reklamation',
  'Erstattung Doppelzahlung',
  'Rückerstattung Kursgebühr',
  'Bonusgutschrift Treueprogramm',
  'Erstattung Pfand',
  'Gutschrift Preisanpassung',
];

/** Credit note statuses, each with the credit status that fits it best. */
const NOTE_STATUSES: [InvoiceStatus, CreditStatus][] = [
  ['PAID', 'SENT'],
  ['PAID', 'SENT'],
  ['PAID', 'SENT'],
  ['PAID', 'SENT'],
  ['OPEN', 'PENDING'],
  ['OPEN', 'PENDING'],
  ['OPEN', 'PENDING'],
  ['DRAFT', 'CREATING'],
  ['CANCELLED', 'ERROR'],
  ['CONFLICT', 'ERROR'],
  ['REFUND_IN_PROGRESS', 'SENT'],
  ['CANCELLATION_COMPLETED', 'ERROR'],
  ['REMINDED', 'PENDING'],
  ['IN_DUNNING', 'PENDING'],
  ['UNCOLLECTIBLE', 'SENT'],
];

/** Customers a credit may go to: those with an active SEPA mandate (else direct-debit customers). */
export const creditCustomers = (db: Db) => {
  const mandated = new Set(
    db.sepaMandates.filter((mandate) => mandate.state === 'ACTIVE').map((mandate) => mandate.debitorId),
  );
  const withMandate = db.debitors.filter((debitor) => mandated.has(debitor.id));
  if (withMandate.length > 0) return withMandate;
  return db.debitors.filter((debitor) => debitor.paymentMethod === 'DIRECT_DEBIT' && debitor.firstName);
};

const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

export const seedCredits: Seeder = (db, context) => {
  const { faker, scenario } = context;
  const customers = creditCustomers(db);
  if (scenario.fresh || customers.length === 0) return;
  const bankAccountId = db.bankAccounts.find((account) => account.default)?.id;
  const plan = faker.helpers.shuffle(
    STATUS_COUNTS.flatMap(([status, count]) => Array.from({ length: count }, () => status)),
  );
  const credits: CreditRecord[] = [];
  for (const creditStatus of plan) {
    const customer = faker.helpers.arrayElement(customers);
    const ageDays = creditStatus === 'CREATING' ? 0 : faker.number.int({ min: 1, max: 150 });
    const createdDateTimeUTC = context.daysAgo(ageDays);
    const credit: CreditRecord = {
      id: context.id(),
      creditMethod: CREDIT_METHOD,
      creditStatus,
      customer: { id: customer.id, emailAddress: customer.emailAddress },
      purpose: `${faker.helpers.arrayElement(PURPOSES)} ${faker.string.numeric(4)}`,
      amount: roundCents(faker.number.float({ min: 5, max: 480, fractionDigits: 2 })),
      createdDateTimeUTC,
      ...(bankAccountId ? { bankAccountId } : {}),
    };
    credits.push(credit);
    creditEventsFor(creditStatus).forEach((eventType, index) => {
      // The bank takes a day to confirm a transfer.
      const minutes = index === 0 ? 0 : index === 1 ? 2 : 26 * 60;
      const time = Math.min(
        Date.parse(later(createdDateTimeUTC, minutes)),
        context.now.getTime() + index * 1000,
      );
      db.creditEvents.push({
        eventType,
        eventDateTimeUTC: new Date(time).toISOString(),
        creditId: credit.id,
      });
    });
  }
  db.credits.push(...credits);

  const unused = [...credits];
  const notes: Db['creditNotes'] = [];
  for (const [status, preferred] of NOTE_STATUSES) {
    const position = Math.max(
      unused.findIndex((credit) => credit.creditStatus === preferred),
      0,
    );
    const [credit] = unused.splice(position, 1);
    if (!credit) continue;
    const debitor = db.debitors.find((candidate) => candidate.id === credit.customer?.id);
    notes.push({
      id: context.id(),
      status,
      ...(debitor ? { debtor: debitorSummary(debitor) } : {}),
      total: credit.amount,
      createdDateTimeUTC: later(credit.createdDateTimeUTC, 1),
      creditId: credit.id,
    });
  }
  // Document numbers run in the order the notes were written; a draft has none yet.
  notes.sort((a, b) => a.createdDateTimeUTC.localeCompare(b.createdDateTimeUTC));
  let number = 0;
  for (const note of notes) {
    if (note.status === 'DRAFT') continue;
    number += 1;
    note.invoiceNumber = creditNoteNumber(note.createdDateTimeUTC.slice(0, 4), number);
  }
  db.creditNotes.push(...notes);
};
