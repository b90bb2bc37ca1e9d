import { z } from 'zod';
import { RegisterBody, registerBodyPasswordMin } from '@generated/zod/registration/registration.zod';

const tooShort = 'onboarding:validation.passwordMinLength';

/**
 * The legacy registration: names required, the password at least 8 characters and the
 * confirmation equal to it, with the messages of spec 1 §5.
 */
export const RegisterFormSchema = RegisterBody.omit({ invitationId: true })
  .extend({
    firstName: z.string().trim().min(1, 'onboarding:validation.firstNameRequired'),
    lastName: z.string().trim().min(1, 'onboarding:validation.lastNameRequired'),
    password: z.string().min(registerBodyPasswordMin, tooShort),
    passwordConfirmation: z.string().min(registerBodyPasswordMin, tooShort),
  })
  .superRefine((values, ctx) => {
    if (values.passwordConfirmation && values.password !== values.passwordConfirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: 'onboarding:validation.passwordsNeedToMatch',
      });
  });

export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;
