import { describe, expect, it } from 'vitest';
import { createCreditBodyPurposeMax } from '@generated/zod/credits/credits.zod';
import { creditDefaults, CreditSchema, toCreateCreditBody } from './credit-schema';

const valid = {
  ...creditDefaults('debitor-1'),
  bankAccountId: 'account-1',
  amount: '12,50',
  purpose: 'Gutschrift Reklamation',
};

const messages = (input: Record<string, unknown>) => {
  const result = CreditSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('create credit form (spec 3 §5)', () => {
  it('parses the German amount and gives the POST /credits body', () => {
    expect(toCreateCreditBody(CreditSchema.parse({ ...valid, directDebitActive: true }))).toEqual({
      debitorId: 'debitor-1',
      bankAccountId: 'account-1',
      amount: 12.5,
      purpose: 'Gutschrift Reklamation',
      directDebitActive: true,
    });
  });

  it.each([
    ['debitorId', '', 'credits:validation.customerRequired'],
    ['bankAccountId', '', 'credits:validation.bankAccountRequired'],
    ['amount', '', 'credits:validation.amountRequired'],
    ['amount', '0', 'credits:validation.amount positive'],
    ['amount', -5, 'credits:validation.amount positive'],
    ['purpose', '   ', 'credits:validation.purposeRequired'],
    ['purpose', 'x'.repeat(createCreditBodyPurposeMax + 1), 'credits:validation.purposeLength'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('takes a purpose of exactly 120 characters and amounts just above 0', () => {
    expect(messages({ ...valid, purpose: 'x'.repeat(120), amount: '0,01' })).toEqual({});
  });
});
