import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';
import { ResetForm } from './reset-form';

/** Sets a new password with the token from the reset link. */
export const ResetPage = ({ resetToken }: { resetToken: string | undefined }) => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicPage title={t('passwordReset.title')}>
      {resetToken ? (
        <ResetForm token={resetToken} />
      ) : (
        <Alert color="red" role="alert" title={t('passwordReset.tokenNotInUrl')}>
          {t('passwordReset.tokenNotInUrlHint')}
        </Alert>
      )}
      <Anchor component={Link} to="/register/passwordreset/request" size="sm">
        {t('passwordReset.requestNew')}
      </Anchor>
    </PublicPage>
  );
};
