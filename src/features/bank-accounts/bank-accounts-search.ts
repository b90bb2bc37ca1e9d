import { flag, searchSchema, type SearchValues } from '@/lib/search-schema';

/** ?connect=true opens the connect dialog: other settings pages link here with it. */
export const BankAccountsSearch = searchSchema({ connect: flag() });

export type BankAccountsSearchValues = SearchValues<typeof BankAccountsSearch>;
