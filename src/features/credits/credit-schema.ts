import { z } from 'zod';
import {
  CreateCreditBody,
  createCreditBodyAmountExclusiveMin,
  createCreditBodyPurposeMax,
} from '@generated/zod/credits/credits.zod';
import type { CreditCreate } from '@generated/model/creditCreate';
import { toAmount } from '@/components/form/amount';

const message = (key: string) => `credits:validation.${key}`;

/**
 * The create form of spec 3 §5 on the contract's body: customer and bank account required, an
 * amount above 0, a purpose of at most 120 characters. Whether the customer has an active SEPA
 * mandate is asked of the server when one is chosen (the dialog's rule).
 */
export const CreditSchema = CreateCreditBody.extend({
  debitorId: z.string().min(1, message('customerRequired')),
  bankAccountId: z.string().min(1, message('bankAccountRequired')),
  // The amount field gives a number, or its text while that is not one yet ('', '49,').
  amount: z.preprocess(
    toAmount,
    z
      .number({ error: message('amountRequired') })
      .refine(Number.isFinite, message('amountRequired'))
      .refine((amount) => amount > createCreditBodyAmountExclusiveMin, message('amount positive')),
  ),
  purpose: z
    .string()
    .trim()
    .min(1, message('purposeRequired'))
    .max(createCreditBodyPurposeMax, message('purposeLength')),
  directDebitActive: z.boolean(),
});

export type CreditInput = z.input<typeof CreditSchema>;
export type CreditValues = z.output<typeof CreditSchema>;

export const creditDefaults = (customerId = ''): CreditInput => ({
  debitorId: customerId,
  bankAccountId: '',
  amount: '',
  purpose: '',
  directDebitActive: false,
});

/** The POST /credits body of valid form values. */
export const toCreateCreditBody = (values: CreditValues): CreditCreate => ({
  debitorId: values.debitorId,
  bankAccountId: values.bankAccountId,
  amount: values.amount,
  purpose: values.purpose,
  directDebitActive: values.directDebitActive,
});
