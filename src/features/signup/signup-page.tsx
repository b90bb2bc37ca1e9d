import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmailRequestPage } from '@/components/email-request-page';
import { isApiError } from '@/lib/errors';
import { useSignUpMutation } from './api';
import { SignUpFormSchema } from './signup-schema';

/** How long the notice of a successful sign-up stays (spec 1 §9). */
export const SIGNUP_NOTICE_MS = 6000;

/** Sandbox sign-up with only an e-mail address. */
export const SignUpPage = () => {
  const { t } = useTranslation('onboarding');
  const signUp = useSignUpMutation();
  return (
    <EmailRequestPage
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      schema={SignUpFormSchema}
      mutation={signUp}
      submitLabel={t('signup.submit')}
      pendingLabel={t('signup.pending')}
      notice={
        <Alert color="green" role="status" data-testid="signup-notice">
          {t('signup.success')}
        </Alert>
      }
      noticeMs={SIGNUP_NOTICE_MS}
      failure={
        // The server's own message, as text.
        <Alert color="red" role="alert" title={t('signup.failed')}>
          {isApiError(signUp.error) ? signUp.error.message : t('global:statusNotOk')}
        </Alert>
      }
      footer={
        <Text size="sm" ta="center">
          {t('signup.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('common.toLogin')}
          </Anchor>
        </Text>
      }
    />
  );
};
