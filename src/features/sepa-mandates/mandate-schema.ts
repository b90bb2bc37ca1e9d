import { z } from 'zod';
import {
  CreateSepaMandateBody,
  createSepaMandateBodyBicMax,
  createSepaMandateBodyBicMin,
  createSepaMandateBodyBicRegExp,
} from '@generated/zod/sepa-mandates/sepa-mandates.zod';
import { electronicIban, isValidIban } from '@/lib/iban-mask';

const message = (key: string) => `mandates:validation.${key}`;

/**
 * The create form of spec 3 §5 on the contract's body: customer, IBAN valid by ibantools (spaces
 * and underscores ignored, 'no_valid_iban'), BIC of 8 to 11 characters in the form
 * the contract takes (8 or 11), signature date and the
 * ticked agreement ('agree to terms').
 */
export const MandateSchema = CreateSepaMandateBody.extend({
  debitorId: z.string().min(1, message('customerRequired')),
  iban: z
    .string()
    .refine((iban) => electronicIban(iban).length > 0, { message: message('ibanRequired'), abort: true })
    .refine(isValidIban, message('no_valid_iban'))
    .transform(electronicIban),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { message: message('bicRequired'), abort: true })
    .min(createSepaMandateBodyBicMin, { message: message('bicLength'), abort: true })
    .max(createSepaMandateBodyBicMax, { message: message('bicLength'), abort: true })
    // Within 8 to 11, the bank's code: 6 letters, 2 letters or digits, and an optional branch of 3.
    .regex(createSepaMandateBodyBicRegExp, message('bicFormat')),
  signatureDate: z.iso.date(message('signatureDateRequired')),
  isChecked: z.boolean().pipe(z.literal(true, message('agree to terms'))),
});

export type MandateInput = z.input<typeof MandateSchema>;
export type MandateValues = z.output<typeof MandateSchema>;

export const mandateDefaults = (customerId: string): MandateInput => ({
  debitorId: customerId,
  iban: '',
  bic: '',
  signatureDate: '',
  isChecked: false,
});
