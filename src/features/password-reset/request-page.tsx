import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';
import { useRequestResetMutation } from './api';
import { RequestResetFormSchema, type RequestResetFormValues } from './reset-schema';

/** Asks for the e-mail address to send a reset link to. */
export const RequestResetPage = () => {
  const { t } = useTranslation('onboarding');
  const request = useRequestResetMutation();
  const form = useForm<RequestResetFormValues>({
    resolver: zodResolver(RequestResetFormSchema),
    defaultValues: { emailAddress: '' },
    mode: 'onTouched',
  });
  const error = form.formState.errors.emailAddress;
  const onSubmit = form.handleSubmit(({ emailAddress }) => request.mutate(emailAddress));

  return (
    <PublicPage title={t('passwordRequest.title')} subtitle={t('passwordRequest.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('passwordRequest.title')}>
        <Stack gap="md">
          {request.isSuccess && (
            <Alert color="green" role="status" title={t('passwordRequest.success')}>
              {t('passwordRequest.successHint')}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red" role="alert">
              {t('passwordRequest.failed')}
            </Alert>
          )}
          <TextInput
            label={t('common.email')}
            type="email"
            withAsterisk
            autoComplete="email"
            autoFocus
            {...form.register('emailAddress')}
            error={error?.message && t(error.message)}
          />
          <Button type="submit" loading={request.isPending} fullWidth>
            {t('passwordRequest.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </PublicPage>
  );
};
