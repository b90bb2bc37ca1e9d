import { z } from 'zod';
import { LoginBody } from '@generated/zod/session/session.zod';

/**
 * The contract's login body with the messages of spec 1 §5 (translation keys). Loaded when the
 * user starts typing (use-login-form.ts), not with the login page.
 */
export const LoginFormSchema = LoginBody.extend({
  emailAddress: z
    .string()
    .trim()
    .min(1, 'validations:login.emailRequired')
    .pipe(z.email('validations:login.emailInvalid')),
  password: z.string().min(1, 'validations:login.passwordRequired'),
});

export type LoginFormValues = z.infer<typeof LoginFormSchema>;
