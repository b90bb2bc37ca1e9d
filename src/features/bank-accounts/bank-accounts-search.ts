import * as z from 'zod/mini';

/** ?connect=true opens the connect dialog: other settings pages link here with it. */
export const BankAccountsSearch = z.object({
  connect: z.catch(z.optional(z.boolean()), undefined),
});

export type BankAccountsSearchValues = z.infer<typeof BankAccountsSearch>;
