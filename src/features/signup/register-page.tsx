import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';
import { RegisterForm } from './register-form';

/** The legacy registration of an invited user; the invitation comes from the query. */
export const RegisterPage = ({ invitationId }: { invitationId: string | undefined }) => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicPage title={t('register.title')}>
      {invitationId ? (
        <RegisterForm invitationId={invitationId} />
      ) : (
        <Alert color="red" role="alert" title={t('register.invitationMissing')}>
          {t('register.invitationMissingHint')}
        </Alert>
      )}
      <Anchor component={Link} to="/login" size="sm">
        {t('common.toLogin')}
      </Anchor>
    </PublicPage>
  );
};
