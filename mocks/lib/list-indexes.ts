/**
 * What each large list is indexed by (db/indexes.ts): its default order, its filter keys (state,
 * customer) and the texts its search reads, the same texts and the same matching as the list's
 * scan, so both answer alike.
 */
import type { Debitor } from '../../src-generated/model/debitor';
import type { InstalmentPlan } from '../../src-generated/model/instalmentPlan';
import { debitorSearchTexts } from '../areas/customers/rules';
import type { IndexSpec } from '../db/indexes';
import type { CheckoutRecord, CreditRecord, Db, PaymentRecord } from '../db/schema';

type Of<K extends keyof Db> = Db[K] extends (infer T)[] ? T : never;

export const paymentIndex: IndexSpec<PaymentRecord> = {
  name: 'payments',
  records: (db) => db.payments,
  sortField: 'createdDateTimeUTC',
  keyNames: ['state', 'debitor'],
  search: 'terms',
  ownTexts: [0, 2],
  read: (payment, _db, lookup) => ({
    sort: payment.createdDateTimeUTC,
    keys: [payment.state, payment.debitorRef],
    texts: [
      payment.id,
      payment.purpose,
      payment.verificationId,
      payment.externalReference,
      payment.debitor?.firstName,
      payment.debitor?.lastName,
      payment.debitor?.emailAddress,
      lookup.debitor(payment.debitorRef)?.companyName,
    ],
  }),
};

/** The portal's order of its customer list (spec 2 §7), as listDebitors reads it. */
export const CUSTOMERS_BY_NAME = {
  page: 0,
  size: 10,
  search: undefined,
  sort: [
    { field: 'lastName', direction: 'asc' as const },
    { field: 'firstName', direction: 'asc' as const },
  ],
};
/** The customers' default order: their ids grow with creation. */
export const CUSTOMERS_NEWEST_FIRST = { field: 'id', direction: 'desc' } as const;

export const debitorIndex: IndexSpec<Debitor> = {
  name: 'debitors',
  records: (db) => db.debitors,
  sortField: 'id',
  keyNames: [],
  search: 'field',
  ownTexts: [4],
  read: (debitor) => ({
    sort: debitor.id,
    keys: [],
    texts: debitorSearchTexts(debitor),
  }),
};

export const invoiceIndex: IndexSpec<Of<'invoices'>> = {
  name: 'invoices',
  records: (db) => db.invoices,
  sortField: 'createdDateTimeUTC',
  keyNames: ['status', 'debitor'],
  search: 'field',
  ownTexts: [0, 5],
  read: (invoice) => ({
    sort: invoice.createdDateTimeUTC,
    keys: [invoice.status, invoice.debitor?.id],
    texts: [
      invoice.invoiceNumber,
      invoice.debitor?.firstName,
      invoice.debitor?.lastName,
      invoice.debitor?.companyName,
      invoice.debitor?.emailAddress,
      invoice.internalRef,
    ],
  }),
};

/** Plans are searched as they are answered: with the customer as they are now (presentPlan). */
export const planIndex: IndexSpec<InstalmentPlan> = {
  name: 'instalmentPlans',
  records: (db) => db.instalmentPlans,
  sortField: 'createdDateTime',
  keyNames: ['status', 'debitor'],
  search: 'field',
  read: (plan, _db, lookup) => {
    const debitor = plan.debtor ? lookup.debitor(plan.debtor.id) : undefined;
    const shown = debitor
      ? {
          firstName: debitor.firstName,
          lastName: debitor.lastName,
          companyName: debitor.companyName,
          emailAddress: debitor.emailAddress,
        }
      : { emailAddress: plan.debtor?.emailAddress };
    return {
      sort: plan.createdDateTime,
      keys: [plan.status, plan.debtor?.id],
      texts: [
        plan.purpose,
        plan.verificationId,
        shown.firstName,
        shown.lastName,
        shown.companyName,
        shown.emailAddress,
      ],
    };
  },
};

export const subscriptionIndex: IndexSpec<Of<'subscriptions'>> = {
  name: 'subscriptions',
  records: (db) => db.subscriptions,
  sortField: 'createdDateTime',
  keyNames: ['status', 'debitor'],
  search: 'field',
  read: (subscription) => ({
    sort: subscription.createdDateTime,
    keys: [subscription.status, subscription.debtor?.id],
    texts: [
      subscription.subscriptionTitle,
      subscription.debtor?.firstName,
      subscription.debtor?.lastName,
      subscription.debtor?.companyName,
      subscription.debtor?.emailAddress,
    ],
  }),
};

export const creditIndex: IndexSpec<CreditRecord> = {
  name: 'credits',
  records: (db) => db.credits,
  sortField: 'createdDateTimeUTC',
  keyNames: ['status', 'debitor'],
  search: 'terms',
  ownTexts: [0],
  read: (credit, _db, lookup) => {
    const debitor = lookup.debitor(credit.customer?.id);
    return {
      sort: credit.createdDateTimeUTC,
      keys: [credit.creditStatus, credit.customer?.id],
      texts: [
        credit.id,
        credit.purpose,
        credit.customer?.emailAddress,
        debitor?.firstName,
        debitor?.lastName,
        debitor?.companyName,
      ],
    };
  },
};

export const creditNoteIndex: IndexSpec<Of<'creditNotes'>> = {
  name: 'creditNotes',
  records: (db) => db.creditNotes,
  sortField: 'createdDateTimeUTC',
  keyNames: ['status', 'debitor'],
  search: 'terms',
  ownTexts: [0, 1],
  read: (note) => ({
    sort: note.createdDateTimeUTC,
    keys: [note.status, note.debtor?.id],
    texts: [
      note.id,
      note.invoiceNumber,
      note.debtor?.firstName,
      note.debtor?.lastName,
      note.debtor?.companyName,
      note.debtor?.emailAddress,
    ],
  }),
};

export const checkoutIndex: IndexSpec<CheckoutRecord> = {
  name: 'checkouts',
  records: (db) => db.checkouts,
  sortField: 'createdDateTimeUTC',
  keyNames: ['state', 'debitor'],
  search: 'terms',
  ownTexts: [0, 1],
  read: (checkout) => ({
    sort: checkout.createdDateTimeUTC,
    keys: [checkout.checkoutState, checkout.debitorIdRef],
    texts: [
      checkout.id,
      checkout.paymentIdRef,
      checkout.productTitle,
      checkout.debitorFirstName,
      checkout.debitorLastName,
      checkout.debitorEmailAddress,
      checkout.debtor?.companyName,
    ],
  }),
};

/** Every index, built while a large scenario is seeded so its first lists answer at once. */
export const listIndexes: IndexSpec<never>[] = [
  paymentIndex,
  debitorIndex,
  invoiceIndex,
  planIndex,
  subscriptionIndex,
  creditIndex,
  creditNoteIndex,
  checkoutIndex,
] as unknown as IndexSpec<never>[];
