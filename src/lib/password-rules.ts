/**
 * Password and confirmation as the onboarding user step, the join form and the password reset
 * ask for them (spec 1 §5). Messages are translation keys.
 */
import { z } from 'zod';

export const passwordMessages = {
  passwordRequired: 'onboarding:validation.passwordRequired',
  confirmationRequired: 'onboarding:validation.passwordConfirmationRequired',
  mismatch: 'onboarding:validation.passwordsMustMatch',
} as const;

export const passwordFields = {
  password: z.string().min(1, passwordMessages.passwordRequired),
  passwordConfirmation: z.string().min(1, passwordMessages.confirmationRequired),
};

/** The confirmation must equal the password; reported at the confirmation field. */
export const checkPasswordsMatch = (
  values: { password: string; passwordConfirmation: string },
  ctx: z.RefinementCtx,
) => {
  if (values.passwordConfirmation && values.password !== values.passwordConfirmation)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: passwordMessages.mismatch });
};
