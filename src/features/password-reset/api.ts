import { requestPasswordReset, resetPassword } from '@generated/api/session/session';
import { useAppMutation } from '@/lib/mutation';
import type { ResetFormValues } from './reset-schema';

// Both screens show a failure inline, so neither call has an alert.

export const useRequestResetMutation = () =>
  useAppMutation({ mutationFn: (emailAddress: string) => requestPasswordReset({ emailAddress }) });

export const useResetPasswordMutation = (token: string) =>
  useAppMutation({ mutationFn: (values: ResetFormValues) => resetPassword({ ...values, token }) });
