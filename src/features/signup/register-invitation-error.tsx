import { Alert, Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';

/** The registration invitation of the link cannot be loaded (unknown or used). */
export const RegisterInvitationError = () => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicPage title={t('register.title')}>
      <Alert color="red" role="alert" title={t('register.invitationFailed')}>
        {t('register.invitationMissingHint')}
      </Alert>
      <Anchor component={Link} to="/login" size="sm">
        {t('common.toLogin')}
      </Anchor>
    </PublicPage>
  );
};
