/** Booked transactions of the seeded bank accounts (what the CSV download of the bank page gets). */
import type { BankAccount } from '../../../src-generated/model/bankAccount';
import type { BankTransaction } from '../../../src-generated/model/bankTransaction';
import type { Db } from '../schema';
import type { SeedContext } from './context';
import { MONTHS } from './german';

const SUPPLIERS = [
  { holder: 'Mühle Hoffmann GmbH', purpose: 'Mehl Lieferung', min: 180, max: 950 },
  { holder: 'Stadtwerke München GmbH', purpose: 'Abschlag Strom/Gas', min: 120, max: 480 },
  { holder: 'Telekom Deutschland GmbH', purpose: 'Festnetz und Internet', min: 39.95, max: 89.95 },
  { holder: 'Immobilien Wagner KG', purpose: 'Miete Geschäftsräume', min: 1450, max: 1450 },
  { holder: 'Finanzamt München', purpose: 'Umsatzsteuer-Vorauszahlung', min: 300, max: 2400 },
  { holder: 'AOK Bayern', purpose: 'Sozialversicherungsbeiträge', min: 800, max: 2200 },
];

const round = (value: number) => Math.round(value * 100) / 100;

const holderOf = (db: Db, index: number) => {
  const named = db.debitors.filter((debitor) => debitor.lastName);
  const debitor = named[index % Math.max(named.length, 1)];
  if (!debitor) return 'Max Mustermann';
  return debitor.companyName ?? `${debitor.firstName ?? ''} ${debitor.lastName ?? ''}`.trim();
};

const incomingPurpose = (context: SeedContext, bookingDate: string, index: number) => {
  const month = MONTHS[Number(bookingDate.slice(5, 7)) - 1] ?? 'November';
  const year = bookingDate.slice(0, 4);
  switch (index % 4) {
    case 0:
      return `Rechnung ${year}-${String(context.faker.number.int({ min: 100, max: 999 })).padStart(4, '0')}`;
    case 1:
      return `Mitgliedsbeitrag ${month}`;
    case 2:
      return `Abo ${month} ${year} VF-${context.faker.string.alphanumeric({ length: 6, casing: 'upper' })}`;
    default:
      return `Ratenzahlung ${month} ${year}`;
  }
};

/**
 * About 30 bookings per account over the last four months (fewer on an account whose access has
 * expired: nothing is booked after its expiry date), two in three of them incoming.
 */
export const seedBankTransactions = (db: Db, context: SeedContext, account: BankAccount) => {
  const expired = account.status === 'HAS_EXPIRED' && account.expiryDate;
  const count = expired ? 12 : 30;
  const transactions: BankTransaction[] = [];
  for (let index = 0; index < count; index++) {
    const offset = expired ? 20 + index * 8 : 1 + Math.floor((index * 120) / count);
    const bookingDate = context.daysAgo(offset).slice(0, 10);
    if (expired && account.expiryDate && bookingDate > account.expiryDate) continue;
    if (index % 3 === 2) {
      const supplier = SUPPLIERS[index % SUPPLIERS.length] ?? SUPPLIERS[0];
      if (!supplier) continue;
      const amount = context.faker.number.float({ min: supplier.min, max: supplier.max, fractionDigits: 2 });
      transactions.push({
        bookingDate,
        amount: -round(amount),
        purpose: `${supplier.purpose} ${bookingDate.slice(5, 7)}/${bookingDate.slice(0, 4)}`,
        counterHolder: supplier.holder,
      });
    } else {
      const amount = context.faker.number.float({ min: 9.9, max: 480, fractionDigits: 2 });
      transactions.push({
        bookingDate,
        amount: round(amount),
        purpose: incomingPurpose(context, bookingDate, index),
        counterHolder: holderOf(db, index * 7 + db.bankAccounts.indexOf(account)),
      });
    }
  }
  db.bankTransactions[account.id] = transactions.sort((a, b) => b.bookingDate.localeCompare(a.bookingDate));
};
