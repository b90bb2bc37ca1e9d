import { z } from 'zod';
import { CreatePaymentBody } from '@generated/zod/payments/payments.zod';
import type { PaymentCreate } from '@generated/model/paymentCreate';
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
    amount: z
      .number({ error: message('amountRequired') })
      .refine(Number.isFinite, message('amountRequired'))
      .refine((amount) => amount > 0, message('amount positive')),
    purpose: z
      .string()
      .trim()
      .min(1, { message: message('purposeRequired'), abort: true })
      .min(5, message('purposeLength'))
      .max(120, message('purposeLength')),
    externalReference: z.string().trim().max(25, message('externalReferenceLength')),
    isDonation: z.boolean(),
    chargeDate: z.iso.date(message('chargeDateInvalid')),
    attachInvoice: z.boolean(),
    invoiceFile: z.instanceof(File).nullable(),
    disableNotifications: z.boolean(),
    agentApps: z.array(z.string()),
  })
  .superRefine((values, context) => {
    if (!values.attachInvoice) return;
    const file = values.invoiceFile;
    const issue = !file
      ? 'fileRequired'
      : !isPdf(file)
        ? 'unsupported format'
        : file.size > MAX_INVOICE_BYTES
          ? 'file size'
          : null;
    if (issue) context.addIssue({ code: 'custom', path: ['invoiceFile'], message: message(issue) });
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
