import { searchSchema, text, type SearchValues } from '@/lib/search-schema';

/** The bank's callback: ?code=…&state=… after signing, ?error=… when it was cancelled. */
export const ContractSearch = searchSchema({ code: text(), state: text(), error: text() });

export type ContractSearchValues = SearchValues<typeof ContractSearch>;
