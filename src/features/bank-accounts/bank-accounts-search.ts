import { BankAccountStatus } from '@generated/model/bankAccountStatus';
import { choiceList, flag, searchSchema, type SearchValues } from '@/lib/search-schema';

export const bankAccountStatuses = Object.values(BankAccountStatus);

/**
 * ?connect=true opens the connect dialog: other settings pages link here with it.
 * ?statuses= shows only the accounts in those states (the home links here for expiring accounts);
 * the server answers all accounts at once, so the list filters them itself.
 */
export const BankAccountsSearch = searchSchema({
  connect: flag(),
  statuses: choiceList(bankAccountStatuses),
});

export type BankAccountsSearchValues = SearchValues<typeof BankAccountsSearch>;
