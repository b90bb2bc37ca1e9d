import type { z } from 'zod';
import { JoinCompanyBody } from '@generated/zod/registration/registration.zod';
import { checkPasswordsMatch } from '@/lib/password-rules';
import { userFields } from './onboarding-schema';

/** The join form: the registration of the contract with the onboarding user step's rules. */
export const JoinFormSchema = JoinCompanyBody.shape.registration
  .omit({ invitationId: true })
  .extend(userFields)
  .superRefine(checkPasswordsMatch);

export type JoinFormValues = z.output<typeof JoinFormSchema>;
