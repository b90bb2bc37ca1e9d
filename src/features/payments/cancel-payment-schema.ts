import { z } from 'zod';
import { ChangePaymentStateBody } from '@generated/zod/payments/payments.zod';

const reason = (required: string, length: string) =>
  z.string().trim().min(1, required).min(5, length).max(60, length);

/** The contract's cancel body with the messages of spec 2 §5 (both reasons 5 to 60 characters). */
export const CancelPaymentSchema = ChangePaymentStateBody.pick({ sendEmailNotification: true }).extend({
  cancelReasonDebitor: reason('payments:validation.Purpose is required', 'payments:validation.reasonLength'),
  cancelReasonInternal: reason(
    'payments:validation.internalReasonRequired',
    'payments:validation.reasonLength',
  ),
  sendEmailNotification: z.boolean(),
});

export type CancelPaymentValues = z.infer<typeof CancelPaymentSchema>;
