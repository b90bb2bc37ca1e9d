import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmailRequestPage } from '@/components/email-request-page';
import { useRequestResetMutation } from './api';
import { RequestResetFormSchema } from './reset-schema';

/** Asks for the e-mail address to send a reset link to. */
export const RequestResetPage = () => {
  const { t } = useTranslation('onboarding');
  const request = useRequestResetMutation();
  return (
    <EmailRequestPage
      title={t('passwordRequest.title')}
      subtitle={t('passwordRequest.subtitle')}
      schema={RequestResetFormSchema}
      mutation={request}
      submitLabel={t('passwordRequest.submit')}
      notice={
        <Alert color="green" role="status" title={t('passwordRequest.success')}>
          {t('passwordRequest.successHint')}
        </Alert>
      }
      failure={
        <Alert color="red" role="alert">
          {t('passwordRequest.failed')}
        </Alert>
      }
      footer={
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('common.backToLogin')}
        </Anchor>
      }
    />
  );
};
