import { useTranslation } from 'react-i18next';
import { PublicFormPage } from '@/components/public-form-page';
import { ResetForm } from './reset-form';

/** Sets a new password with the token from the reset link. */
export const ResetPage = ({ resetToken }: { resetToken: string | undefined }) => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicFormPage
      title={t('passwordReset.title')}
      form={resetToken ? <ResetForm token={resetToken} /> : null}
      problem={{ title: t('passwordReset.tokenNotInUrl'), hint: t('passwordReset.tokenNotInUrlHint') }}
      link={{ to: '/register/passwordreset/request', label: t('passwordReset.requestNew') }}
    />
  );
};
