/**
 * About 40 SEPA mandates: every direct-debit customer has an ACTIVE one, some also an older
 * INACTIVE one (a previous bank account); a few online payers keep a mandate from earlier days.
 */
import { germanBanks, germanIban } from '../../lib/bank-data';
import { isDeletedDebitor } from '../../areas/customers/rules';
import type { Db } from '../schema';
import type { SeedContext, Seeder } from './context';

const DAY = 86_400_000;

const addMandate = (
  db: Db,
  { faker, id, daysAgo }: SeedContext,
  debitorId: string,
  state: 'ACTIVE' | 'INACTIVE',
  ageInDays: number,
) => {
  const bank = faker.helpers.arrayElement(germanBanks);
  const created = daysAgo(ageInDays);
  // Signed on paper a few days before it was entered.
  const signatureDate = new Date(Date.parse(created) - faker.number.int({ min: 0, max: 6 }) * DAY)
    .toISOString()
    .slice(0, 10);
  db.sepaMandates.push({
    id: id(),
    mandateReference: `MR-${signatureDate.slice(0, 4)}-${String(101 + db.sepaMandates.length).padStart(6, '0')}`,
    iban: germanIban(bank.blz, faker.string.numeric({ length: 10, allowLeadingZeros: false })),
    bic: bank.bic,
    state,
    signatureDate,
    debitorId,
    createdDateTimeUTC: created,
  });
};

export const seedSepaMandates: Seeder = (db, context) => {
  if (context.scenario.fresh) return;
  const { faker } = context;
  const living = db.debitors.filter((debitor) => !isDeletedDebitor(debitor));
  const directDebit = living.filter((debitor) => debitor.paymentMethod === 'DIRECT_DEBIT');
  const online = living.filter((debitor) => debitor.paymentMethod !== 'DIRECT_DEBIT');
  directDebit.forEach((debitor, index) => {
    if (index % 2 === 0)
      addMandate(db, context, debitor.id, 'INACTIVE', faker.number.int({ min: 400, max: 700 }));
    addMandate(db, context, debitor.id, 'ACTIVE', faker.number.int({ min: 5, max: 380 }));
  });
  online.slice(0, 10).forEach((debitor, index) => {
    addMandate(
      db,
      context,
      debitor.id,
      index < 2 ? 'ACTIVE' : 'INACTIVE',
      faker.number.int({ min: 60, max: 600 }),
    );
  });
};
