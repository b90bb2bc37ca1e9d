/**
 * The number on each tab label: the total of the tab's list filtered to the customer (spec 3
 * §2.5), asked for with a page of one. The keys start with the lists' generated keys, so whatever
 * makes a list stale makes its count stale too.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { getListCreditNotesQueryKey, listCreditNotes } from '@generated/api/credit-notes/credit-notes';
import { getListCreditsQueryKey, listCredits } from '@generated/api/credits/credits';
import {
  getListInstalmentPlansQueryKey,
  listInstalmentPlans,
} from '@generated/api/instalment-plans/instalment-plans';
import { getListInvoicesQueryKey, listInvoices } from '@generated/api/invoices/invoices';
import { getListPaymentsQueryKey, listPayments } from '@generated/api/payments/payments';
import { getListSepaMandatesQueryKey, listSepaMandates } from '@generated/api/sepa-mandates/sepa-mandates';
import { getListSubscriptionsQueryKey, listSubscriptions } from '@generated/api/subscriptions/subscriptions';
import type { CustomerTab } from './customer-tabs';

const ONE = { page: 0, size: 1 } as const;

type Counted = { page: { totalElements: number } };
type Source = { key: QueryKey; fetch: (signal: AbortSignal) => Promise<Counted> };

const sources = (id: string): Record<CustomerTab, Source> => {
  const payments = { ...ONE, debitorId: id };
  const credits = { ...ONE, debitorRef: id };
  const invoices = { ...ONE, debitorRef: id };
  const creditNotes = { ...ONE, debtorRef: id };
  const subscriptions = { ...ONE, debitorId: id };
  const plans = { ...ONE, debitorId: id };
  const mandates = { ...ONE, debtor_id: id };
  return {
    payments: {
      key: getListPaymentsQueryKey(payments),
      fetch: (signal) => listPayments(payments, { signal }),
    },
    credits: { key: getListCreditsQueryKey(credits), fetch: (signal) => listCredits(credits, { signal }) },
    invoices: {
      key: getListInvoicesQueryKey(invoices),
      fetch: (signal) => listInvoices(invoices, { signal }),
    },
    creditNotes: {
      key: getListCreditNotesQueryKey(creditNotes),
      fetch: (signal) => listCreditNotes(creditNotes, { signal }),
    },
    subscriptions: {
      key: getListSubscriptionsQueryKey(subscriptions),
      fetch: (signal) => listSubscriptions(subscriptions, { signal }),
    },
    instalmentPlans: {
      key: getListInstalmentPlansQueryKey(plans),
      fetch: (signal) => listInstalmentPlans(plans, { signal }),
    },
    sepaMandates: {
      key: getListSepaMandatesQueryKey(mandates),
      fetch: (signal) => listSepaMandates(mandates, { signal }),
    },
  };
};

export const tabCountQueryOptions = (tab: CustomerTab, id: string) => {
  const source = sources(id)[tab];
  return queryOptions({
    queryKey: [...source.key, 'count'],
    queryFn: async ({ signal }) => (await source.fetch(signal)).page.totalElements,
    retry: false,
  });
};
