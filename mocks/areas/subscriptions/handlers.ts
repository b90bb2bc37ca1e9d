import type { HttpHandler } from 'msw';
import {
  CancelSubscriptionBody,
  CreateSubscriptionBody,
  ListSubscriptionsQueryParams,
} from '../../../src-generated/zod/subscriptions/subscriptions.zod';
import { debitorSummary, isAddressComplete } from '../customers/rules';
import type { Db } from '../../db/schema';
import { isoDate, nextDueDate, ordinaryTargetDate, stepSubscription } from './rules';
import { nextId, nowIso } from '../../lib/ids';
import { indexedByStatus } from '../../db/indexed-lists';
import { subscriptionIndex } from '../../lib/list-indexes';
import { matchesSearch, pageOf, sortItems, withinDates } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { badRequest, notFound, ok, omit } from '../../lib/respond';
import { route } from '../../lib/route';

type SubscriptionRecord = Db['subscriptions'][number];

const toSubscription = (record: SubscriptionRecord) => omit(record, 'productId', 'bankAccountId');

const SEARCH_FIELDS = [
  'subscriptionTitle',
  'debtor.firstName',
  'debtor.lastName',
  'debtor.companyName',
  'debtor.emailAddress',
];

export const subscriptionsHandlers: HttpHandler[] = [
  route('listSubscriptions', ({ db, query: raw }) => {
    const filters = ListSubscriptionsQueryParams.parse(raw);
    const query = listQuery(filters);
    const { statuses = [], debitorId, startDate, endDate } = filters;
    const indexed = indexedByStatus(
      db,
      subscriptionIndex,
      {
        statuses: statuses,
        debitor: debitorId,
        search: query.search,
        startDate: startDate,
        endDate: endDate,
      },
      query,
      'subscriptions',
      toSubscription,
    );
    if (indexed) return ok(indexed);
    const hits = db.subscriptions.filter(
      (subscription) =>
        (!statuses.length || statuses.includes(subscription.status)) &&
        (!debitorId || subscription.debtor?.id === debitorId) &&
        withinDates(subscription.createdDateTime, startDate, endDate) &&
        matchesSearch(subscription, query.search, SEARCH_FIELDS),
    );
    const sorted = sortItems(hits, query, { field: 'createdDateTime', direction: 'desc' });
    return ok(pageOf(sorted.map(toSubscription), query, 'subscriptions'));
  }),

  route('createSubscription', ({ db, body }) => {
    const input = CreateSubscriptionBody.parse(body);
    const debitor = db.debitors.find((candidate) => candidate.id === input.debitorId);
    if (!debitor) return badRequest('customer required');
    if (!isAddressComplete(debitor.address)) return badRequest('customer address incomplete');
    const product = db.products.find((candidate) => candidate.id === input.productId);
    if (!product || product.billingType !== 'RECURRING') return badRequest('product required');
    if (!db.bankAccounts.some((account) => account.id === input.bankAccountId))
      return badRequest('bank account required');
    const now = nowIso();
    const interval = product.recurringBillingPeriod === 'YEARLY' ? 'YEARLY' : 'MONTHLY';
    const subscription: SubscriptionRecord = {
      id: nextId(db),
      status: 'ACTIVE',
      subscriptionTitle: product.name,
      price: product.price,
      interval,
      // The first period is charged right away; the next one falls due an interval later.
      nextPaymentDueDate: nextDueDate(now, interval, isoDate(new Date(now))),
      createdDateTime: now,
      debtor: debitorSummary(debitor),
      productId: product.id,
      bankAccountId: input.bankAccountId,
    };
    db.subscriptions.push(subscription);
    return ok(toSubscription(subscription));
  }),

  route('getSubscription', ({ db, params }) => {
    const subscription = db.subscriptions.find((candidate) => candidate.id === params.id);
    return subscription ? ok(toSubscription(subscription)) : notFound('Subscription');
  }),

  route('cancelSubscription', ({ db, params, body }) => {
    const subscription = db.subscriptions.find((candidate) => candidate.id === params.id);
    if (!subscription) return notFound('Subscription');
    const { cancellationType, reason } = CancelSubscriptionBody.parse(body);
    const step = stepSubscription(subscription.status, cancellationType);
    if (!step.ok) return badRequest(step.message);
    const today = isoDate(new Date());
    const interval = subscription.interval ?? 'MONTHLY';
    if (step.status === 'CANCELLED') {
      subscription.cancellationRequest = { targetDate: today, cancellationType, reason };
      delete subscription.nextPaymentDueDate;
    } else {
      const nextDue =
        subscription.nextPaymentDueDate ?? nextDueDate(subscription.createdDateTime, interval, today);
      const targetDate =
        subscription.cancellationRequest?.targetDate ?? ordinaryTargetDate(nextDue, interval, today);
      const kept = reason ?? subscription.cancellationRequest?.reason;
      subscription.cancellationRequest = { targetDate, cancellationType, reason: kept };
      // Nothing falls due after the end of the subscription.
      if (subscription.nextPaymentDueDate && subscription.nextPaymentDueDate > targetDate)
        delete subscription.nextPaymentDueDate;
    }
    subscription.status = step.status;
    return ok(toSubscription(subscription));
  }),
];
