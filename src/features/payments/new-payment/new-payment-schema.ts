import { z } from 'zod';
import {
  CreatePaymentBody,
  createPaymentBodyExternalReferenceMax,
  createPaymentBodyPurposeMax,
  createPaymentBodyPurposeMin,
} from '@generated/zod/payments/payments.zod';
import type { PaymentCreate } from '@generated/model/paymentCreate';
import { parseAmount } from '@/components/form/amount';
import type { AccountSettings } from '@generated/model/accountSettings';
import { isPdf, MAX_INVOICE_BYTES, paymentNotifications } from './new-payment-rules';

const message = (key: string) => `payments:validation.${key}`;

/**
 * The contract's create body (spec 2 §5) with the messages and what only the form knows: the
 * invoice attachment (PDF, at most 2 MB) and the options that become payload fields.
 */
export const NewPaymentSchema = CreatePaymentBody.pick({
  paymentMethod: true,
  isDonation: true,
  chargeDate: true,
})
  .extend({
    debitorId: z.string().min(1, message('customerRequired')),
    // The amount field gives a number, or its text while that is not one yet ('', '49,').
    amount: z.preprocess(
      (value) => (typeof value === 'string' ? parseAmount(value) : value),
      z
        .number({ error: message('amountRequired') })
        .refine(Number.isFinite, message('amountRequired'))
        .refine((amount) => amount > 0, message('amount positive')),
    ),
    purpose: z
      .string()
      .trim()
      .min(1, message('purposeRequired'))
      .min(createPaymentBodyPurposeMin, message('purposeLength'))
      .max(createPaymentBodyPurposeMax, message('purposeLength')),
    externalReference: z
      .string()
      .trim()
      .max(createPaymentBodyExternalReferenceMax, message('externalReferenceLength')),
    isDonation: z.boolean(),
    chargeDate: z.iso.date(message('chargeDateInvalid')),
    attachInvoice: z.boolean(),
    // Checked whenever a file is there; the checkbox clears the file when it is unticked.
    invoiceFile: z
      .instanceof(File)
      .nullable()
      .refine((file) => !file || isPdf(file), message('unsupported format'))
      .refine((file) => !file || file.size <= MAX_INVOICE_BYTES, message('file size')),
    disableNotifications: z.boolean(),
    agentApps: z.array(z.string()),
  })
  .refine((values) => !values.attachInvoice || values.invoiceFile instanceof File, {
    path: ['invoiceFile'],
    message: message('fileRequired'),
    // Also while other fields are still invalid, so that every message shows at once.
    when: () => true,
  });

export type NewPaymentInput = z.input<typeof NewPaymentSchema>;
export type NewPaymentValues = z.output<typeof NewPaymentSchema>;

export type NewPaymentContext = {
  accountSettings: AccountSettings | undefined;
  agentClient: boolean;
};

/** The POST /payments body of valid form values. */
export const toCreatePaymentBody = (values: NewPaymentValues, context: NewPaymentContext): PaymentCreate => ({
  debitorId: values.debitorId,
  amount: values.amount,
  purpose: values.purpose,
  externalReference: values.externalReference || undefined,
  paymentMethod: values.paymentMethod,
  paymentType: values.attachInvoice ? 'INVOICE' : 'PAYMENT_REQUEST',
  isDonation: context.accountSettings?.isDonationReceiptsEnabled ? values.isDonation : undefined,
  chargeDate: values.chargeDate,
  paymentNotifications: paymentNotifications(
    values.paymentMethod,
    values.disableNotifications,
    context.accountSettings,
  ),
  agentApp: context.agentClient ? values.agentApps[0] : undefined,
});
