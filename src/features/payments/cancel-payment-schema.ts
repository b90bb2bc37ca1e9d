import { z } from 'zod';
import {
  ChangePaymentStateBody,
  changePaymentStateBodyCancelReasonDebitorMax,
  changePaymentStateBodyCancelReasonDebitorMin,
  changePaymentStateBodyCancelReasonInternalMax,
  changePaymentStateBodyCancelReasonInternalMin,
} from '@generated/zod/payments/payments.zod';

const reason = (limits: { min: number; max: number }, required: string, length: string) =>
  z.string().trim().min(1, required).min(limits.min, length).max(limits.max, length);

/** The contract's cancel body with the messages of spec 2 §5 (both reasons 5 to 60 characters). */
export const CancelPaymentSchema = ChangePaymentStateBody.pick({ sendEmailNotification: true }).extend({
  cancelReasonDebitor: reason(
    { min: changePaymentStateBodyCancelReasonDebitorMin, max: changePaymentStateBodyCancelReasonDebitorMax },
    'payments:validation.Purpose is required',
    'payments:validation.reasonLength',
  ),
  cancelReasonInternal: reason(
    {
      min: changePaymentStateBodyCancelReasonInternalMin,
      max: changePaymentStateBodyCancelReasonInternalMax,
    },
    'payments:validation.internalReasonRequired',
    'payments:validation.reasonLength',
  ),
  sendEmailNotification: z.boolean(),
});

export type CancelPaymentInput = z.input<typeof CancelPaymentSchema>;
export type CancelPaymentValues = z.output<typeof CancelPaymentSchema>;
