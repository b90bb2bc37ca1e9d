import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';
import { isApiError } from '@/lib/errors';
import { useSignUpMutation } from './api';
import { SignUpFormSchema, type SignUpFormValues } from './signup-schema';

/** How long the notice of a successful sign-up stays (spec 1 §9). */
export const SIGNUP_NOTICE_MS = 6000;

/** Sandbox sign-up with only an e-mail address. */
export const SignUpPage = () => {
  const { t } = useTranslation('onboarding');
  const signUp = useSignUpMutation();
  const [noticeShown, setNoticeShown] = useState(false);
  const hideNotice = useTimeout(() => setNoticeShown(false), SIGNUP_NOTICE_MS);
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { emailAddress: '' },
    mode: 'onTouched',
  });
  const error = form.formState.errors.emailAddress;

  const onSubmit = form.handleSubmit(({ emailAddress }) => {
    setNoticeShown(false);
    signUp.mutate(emailAddress, {
      onSuccess: () => {
        setNoticeShown(true);
        hideNotice.start();
      },
    });
  });

  return (
    <PublicPage title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('signup.title')}>
        <Stack gap="md">
          {noticeShown && (
            <Alert color="green" role="status" data-testid="signup-notice">
              {t('signup.success')}
            </Alert>
          )}
          {signUp.isError && (
            // The server's own message, as text.
            <Alert color="red" role="alert" title={t('signup.failed')}>
              {isApiError(signUp.error) ? signUp.error.message : t('global:statusNotOk')}
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
          <Button type="submit" fullWidth loading={signUp.isPending} aria-busy={signUp.isPending}>
            {t('signup.submit')}
          </Button>
          {/* The spinner in the button is hidden from assistive technology; this says it aloud. */}
          {signUp.isPending && <VisuallyHidden role="status">{t('signup.pending')}</VisuallyHidden>}
          <Text size="sm" ta="center">
            {t('signup.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('common.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicPage>
  );
};
