import { z } from 'zod';
import { RequestPasswordResetBody, ResetPasswordBody } from '@generated/zod/session/session.zod';
import { checkPasswordsMatch, passwordFields } from '@/lib/password-rules';

/** Reset request: the e-mail is required and valid, with one message for both (spec 1 §5). */
export const RequestResetFormSchema = RequestPasswordResetBody.extend({
  emailAddress: z.string().trim().pipe(z.email('onboarding:validation.emailRequired')),
});

/** New password: required, confirmation required and equal. */
export const ResetFormSchema = ResetPasswordBody.omit({ token: true })
  .extend(passwordFields)
  .superRefine(checkPasswordsMatch);
export type ResetFormValues = z.infer<typeof ResetFormSchema>;
