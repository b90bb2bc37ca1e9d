import * as z from 'zod/mini';

const text = z.catch(z.optional(z.string()), undefined);

/** The bank's callback: ?code=…&state=… after signing, ?error=… when it was cancelled. */
export const ContractSearch = z.object({ code: text, state: text, error: text });

export type ContractSearchValues = z.infer<typeof ContractSearch>;
