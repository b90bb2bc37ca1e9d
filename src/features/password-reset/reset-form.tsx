import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Stack } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/text-fields';
import { useResetPasswordMutation } from './api';
import { ResetFormSchema, type ResetFormValues } from './reset-schema';

/** How long the success message shows before the login opens (spec 1 §9). */
export const RESET_REDIRECT_MS = 3000;

/** On success the fields are disabled, the message shows, and the login opens 3 s later. */
export const ResetForm = ({ token }: { token: string }) => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const reset = useResetPasswordMutation(token);
  const toLogin = useTimeout(() => void navigate({ to: '/login' }), RESET_REDIRECT_MS);
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
    mode: 'onTouched',
  });
  const done = reset.isSuccess;

  const onSubmit = form.handleSubmit((values) => reset.mutate(values, { onSuccess: () => toLogin.start() }));

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('passwordReset.title')}>
        <Stack gap="md">
          {done && (
            <Alert color="green" role="status" title={t('passwordReset.success')}>
              {t('passwordReset.successHint')}
            </Alert>
          )}
          {reset.isError && (
            <Alert color="red" role="alert">
              {t('passwordReset.failed')}
            </Alert>
          )}
          <Fieldset disabled={done} variant="unstyled">
            <Stack gap="md">
              <PasswordField<ResetFormValues>
                name="password"
                label={t('passwordReset.password')}
                withAsterisk
                autoComplete="new-password"
                autoFocus
              />
              <PasswordField<ResetFormValues>
                name="passwordConfirmation"
                label={t('passwordReset.passwordConfirmation')}
                withAsterisk
                autoComplete="new-password"
              />
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('passwordReset.submit')}
              </Button>
            </Stack>
          </Fieldset>
        </Stack>
      </form>
    </FormProvider>
  );
};
