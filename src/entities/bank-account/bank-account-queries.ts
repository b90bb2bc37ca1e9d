import { queryOptions } from '@tanstack/react-query';
import { getDefaultBankAccount, listBankAccounts } from '@generated/api/bank-accounts/bank-accounts';

/** Direct debit active on the default bank account (its own call, else from the account list). */
export const directDebitActiveQueryOptions = () =>
  queryOptions({
    queryKey: ['/bankaccounts/default', 'directDebitActive'],
    queryFn: async () => {
      try {
        return (await getDefaultBankAccount()).directDebitActive;
      } catch {
        const { bankAccounts } = await listBankAccounts();
        return bankAccounts.find((account) => account.default)?.directDebitActive ?? false;
      }
    },
    staleTime: 60_000,
  });
