import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { bankAccountsQueryOptions, ebicsBicsQueryOptions } from '@/features/bank-accounts/api';
import { BankAccountsPage, type DirectDebitWizardProps } from '@/features/bank-accounts/bank-accounts-page';
import { BankAccountsSearch } from '@/features/bank-accounts/bank-accounts-search';
import { lazyPart } from '@/components/first-use/lazy-part';

// The wizard and its forms load when a wizard is first opened, not with the list.
const LazyDirectDebitWizard = lazyPart(() =>
  import('@/features/direct-debit/direct-debit-wizard').then((module) => module.DirectDebitWizard),
);

const DirectDebitWizard = (props: DirectDebitWizardProps) => (
  <Suspense fallback={null}>
    <LazyDirectDebitWizard {...props} />
  </Suspense>
);

/** Bank accounts (spec 1 §2), composed with the direct debit wizard of its rows. */
export const Route = createFileRoute('/dashboard/company/bankaccount')({
  validateSearch: BankAccountsSearch,
  // Starts the list without waiting for it: the table shows skeleton rows or its error state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(bankAccountsQueryOptions());
    void context.queryClient.prefetchQuery(ebicsBicsQueryOptions());
  },
  component: function BankAccountsRoute() {
    return <BankAccountsPage DirectDebitWizard={DirectDebitWizard} />;
  },
});
