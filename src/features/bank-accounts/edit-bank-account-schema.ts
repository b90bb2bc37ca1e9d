import { z } from 'zod';
import {
  UpdateBankAccountBody,
  updateBankAccountBodyBankAccountLabelMax,
} from '@generated/zod/bank-accounts/bank-accounts.zod';

/** The contract's label (at most 64 characters, spec 1 §5) with its message. */
export const EditBankAccountSchema = UpdateBankAccountBody.pick({ bankAccountLabel: true }).extend({
  bankAccountLabel: z
    .string()
    .trim()
    .max(updateBankAccountBodyBankAccountLabelMax, 'company-money:bank.edit.labelTooLong'),
});

export type EditBankAccountInput = z.input<typeof EditBankAccountSchema>;
export type EditBankAccountValues = z.output<typeof EditBankAccountSchema>;
