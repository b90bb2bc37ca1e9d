/**
 * About 25 subscriptions: ACTIVE (a few without a next due date yet), CANCELLATION_REQUESTED with
 * a target date and mostly a reason, and CANCELLED ones. They use the company's RECURRING products
 * when there are any, else models of their own without a product link.
 */
import type { BillingInterval } from '../../../src-generated/model/billingInterval';
import type { SubscriptionStatus } from '../../../src-generated/model/subscriptionStatus';
import { debitorSummary, isAddressComplete, isDeletedDebitor } from '../../areas/customers/rules';
import { isoDate, nextDueDate, ordinaryTargetDate } from '../../areas/subscriptions/rules';
import type { Seeder } from './context';

const OWN_MODELS: { title: string; price: number; interval: BillingInterval }[] = [
  { title: 'Brotabo Familie', price: 39.9, interval: 'MONTHLY' },
  { title: 'Mitgliedsbeitrag Sportverein', price: 120, interval: 'YEARLY' },
  { title: 'Gemüsekiste Bio', price: 84.5, interval: 'MONTHLY' },
  { title: 'Wartungsvertrag Heizung', price: 189, interval: 'YEARLY' },
  { title: 'Software-Abo Pro', price: 49, interval: 'MONTHLY' },
  { title: 'Hosting-Paket M', price: 12.9, interval: 'MONTHLY' },
  { title: 'Fachzeitschrift Jahresabo', price: 79.9, interval: 'YEARLY' },
];

const REASONS = ['Umzug nach Hamburg', 'Zu teuer geworden', 'Wechsel zu anderem Anbieter', undefined];

const STATUSES: SubscriptionStatus[] = [
  ...Array<SubscriptionStatus>(15).fill('ACTIVE'),
  ...Array<SubscriptionStatus>(5).fill('CANCELLATION_REQUESTED'),
  ...Array<SubscriptionStatus>(5).fill('CANCELLED'),
];

export const seedSubscriptions: Seeder = (db, { faker, id, daysAgo, now, scenario }) => {
  if (scenario.fresh) return;
  const customers = db.debitors.filter(
    (debitor) => !isDeletedDebitor(debitor) && isAddressComplete(debitor.address),
  );
  if (!customers.length) return;
  const products = db.products.filter((product) => product.billingType === 'RECURRING');
  const bankAccount = db.bankAccounts.find((account) => account.default) ?? db.bankAccounts[0];
  const today = isoDate(now);
  STATUSES.forEach((status, index) => {
    const debitor = customers[(index * 7) % customers.length] ?? customers[0];
    if (!debitor) return;
    const product = products.length ? products[index % products.length] : undefined;
    const model = OWN_MODELS[index % OWN_MODELS.length] ?? OWN_MODELS[0];
    const interval: BillingInterval = product
      ? product.recurringBillingPeriod === 'YEARLY'
        ? 'YEARLY'
        : 'MONTHLY'
      : (model?.interval ?? 'MONTHLY');
    const settingUp = status === 'ACTIVE' && index % 5 === 4;
    const createdDateTime = daysAgo(
      settingUp ? faker.number.int({ min: 1, max: 5 }) : faker.number.int({ min: 60, max: 540 }),
    );
    const nextDue = nextDueDate(createdDateTime, interval, today);
    const targetDate = ordinaryTargetDate(nextDue, interval, today);
    const requested = status === 'CANCELLATION_REQUESTED';
    db.subscriptions.push({
      id: id(),
      status,
      subscriptionTitle: product?.name ?? model?.title,
      price: product?.price ?? model?.price,
      interval,
      // New subscriptions whose first collection is still being set up have no due date yet.
      nextPaymentDueDate:
        status === 'CANCELLED' || settingUp || (requested && nextDue > targetDate) ? undefined : nextDue,
      createdDateTime,
      debtor: debitorSummary(debitor),
      cancellationRequest: requested
        ? {
            targetDate,
            reason: REASONS[index % REASONS.length],
            cancellationType: 'ORDINARY',
          }
        : status === 'CANCELLED' && index % 2 === 0
          ? {
              targetDate: isoDate(new Date(now.getTime() - (index + 3) * 86_400_000)),
              reason: 'Kunde hat außerordentlich gekündigt',
              cancellationType: 'EXTRAORDINARY',
            }
          : undefined,
      productId: product?.id,
      bankAccountId: bankAccount?.id,
    });
  });
};
