import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword } from '@generated/api/session/session';
import type { ResetFormValues } from './reset-schema';

export const useRequestResetMutation = () =>
  useMutation({ mutationFn: (emailAddress: string) => requestPasswordReset({ emailAddress }) });

export const useResetPasswordMutation = (token: string) =>
  useMutation({ mutationFn: (values: ResetFormValues) => resetPassword({ ...values, token }) });
