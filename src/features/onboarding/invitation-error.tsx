import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/public-page';

/** A join invitation that cannot be loaded (unknown, used or expired). */
export const InvitationError = () => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicPage title={t('join.title')}>
      <Alert color="red" role="alert" title={t('join.invitationFailed')}>
        <Text size="sm">{t('join.invitationFailedHint')}</Text>
      </Alert>
      <Anchor component={Link} to="/login" size="sm">
        {t('common.toLogin')}
      </Anchor>
    </PublicPage>
  );
};
