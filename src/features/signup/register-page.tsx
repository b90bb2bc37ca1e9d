import { useTranslation } from 'react-i18next';
import { PublicFormPage } from '@/components/public-form-page';
import { RegisterForm } from './register-form';

/** The legacy registration of an invited user; the invitation comes from the query. */
export const RegisterPage = ({ invitationId }: { invitationId: string | undefined }) => {
  const { t } = useTranslation('onboarding');
  return (
    <PublicFormPage
      title={t('register.title')}
      form={invitationId ? <RegisterForm invitationId={invitationId} /> : null}
      problem={{ title: t('register.invitationMissing'), hint: t('register.invitationMissingHint') }}
      link={{ to: '/login', label: t('common.toLogin') }}
    />
  );
};
