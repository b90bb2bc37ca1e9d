import type { TFunction } from 'i18next';
import { defineList, listQuery } from '@/components/list';
import { statusLabelKey } from '@/components/status/status-sets';
import type { ListSearch } from '@/lib/list-search';
import { bankAccountsQueryOptions } from './api';
import { bankAccountView } from './bank-account-rules';
import { getBankAccountColumns } from './bank-accounts-columns';
import { BankAccountsSearch, type BankAccountsSearchValues } from './bank-accounts-search';

const noBics: ReadonlySet<string> = new Set();
/** Every account on one page: the list has no paging (spec 1 §2). */
const ALL = { page: 1, size: Number.MAX_SAFE_INTEGER };

/**
 * The company's bank accounts (spec 1 §2), answered whole, filtered by `?statuses=`, on one page.
 * The export holds what the list shows (the payment methods in use, not those on offer).
 */
export const bankAccountsList = defineList({
  listId: 'bank-accounts',
  ns: ['company-money', 'lists'],
  search: BankAccountsSearch,
  query: (search: BankAccountsSearchValues & ListSearch) =>
    listQuery.unpaged(
      bankAccountsQueryOptions(),
      (list) =>
        list.bankAccounts.filter((account) => !search.statuses || search.statuses.includes(account.status)),
      ALL,
    ),
  onePage: true,
  columns: getBankAccountColumns,
  texts: { label: 'bank.tableLabel', empty: 'bank.emptyTitle' },
  export: {
    name: 'bank-accounts',
    cells: (t: TFunction<['company-money', 'lists']>) => ({
      default: (row) => (row.default ? t('bank.defaultAccount') : ''),
      bankName: (row) => row.bankName,
      bankAccountLabel: (row) => row.bankAccountLabel,
      bic: (row) => row.bic,
      iban: (row) => row.iban,
      paymentMethods: (row) =>
        [t('bank.methods.online'), row.directDebitActive ? t('bank.methods.directDebit') : '']
          .filter(Boolean)
          .join(', '),
      status: { label: (row) => statusLabelKey('bankAccount', bankAccountView(row, noBics).status) },
    }),
    ids: { id: (row) => row.id },
  },
});
