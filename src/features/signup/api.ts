import {
  getGetRegistrationInvitationSuspenseQueryOptions,
  register,
  signUpSandbox,
} from '@generated/api/registration/registration';
import { useAppMutation } from '@/lib/mutation';
import type { RegisterFormValues } from './register-schema';

// Both screens show a failure inline, so neither call has an alert.

export const useSignUpMutation = () =>
  useAppMutation({ mutationFn: (emailAddress: string) => signUpSandbox({ emailAddress }) });

export const registrationInvitationQueryOptions = (invitationId: string) =>
  getGetRegistrationInvitationSuspenseQueryOptions(invitationId);

export const useRegisterMutation = (invitationId: string) =>
  useAppMutation({ mutationFn: (values: RegisterFormValues) => register({ ...values, invitationId }) });
