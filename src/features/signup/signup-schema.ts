import { z } from 'zod';
import { SignUpSandboxBody } from '@generated/zod/registration/registration.zod';

/** Sandbox sign-up: the e-mail is required and must be an e-mail address (spec 1 §5). */
export const SignUpFormSchema = SignUpSandboxBody.extend({
  emailAddress: z
    .string()
    .trim()
    .min(1, 'onboarding:validation.emailRequired')
    .pipe(z.email('onboarding:validation.emailInvalid')),
});
