import { useTranslation } from 'react-i18next';
import { PublicFormPage } from '@/components/public-form-page';

/** The registration invitation of the link cannot be loaded (unknown or used). */
export const RegisterInvitationError = () => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicFormPage
      title={t('register.title')}
      form={null}
      problem={{ title: t('register.invitationFailed'), hint: t('register.invitationMissingHint') }}
      link={{ to: '/login', label: t('common.toLogin') }}
    />
  );
};
