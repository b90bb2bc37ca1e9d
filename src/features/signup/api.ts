import { useMutation } from '@tanstack/react-query';
import {
  getGetRegistrationInvitationSuspenseQueryOptions,
  register,
  signUpSandbox,
} from '@generated/api/registration/registration';
import type { RegisterFormValues } from './register-schema';

export const useSignUpMutation = () =>
  useMutation({ mutationFn: (emailAddress: string) => signUpSandbox({ emailAddress }) });

export const registrationInvitationQueryOptions = (invitationId: string) =>
  getGetRegistrationInvitationSuspenseQueryOptions(invitationId);

export const useRegisterMutation = (invitationId: string) =>
  useMutation({ mutationFn: (values: RegisterFormValues) => register({ ...values, invitationId }) });
