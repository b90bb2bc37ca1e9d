import { useTranslation } from 'react-i18next';

/**
 * Field messages are translation keys; a message that names its field (the address block's
 * 'required') gets the field's label.
 */
export const useFieldError = () => {
  const { t } = useTranslation('onboarding');
  return (error: { message?: string } | undefined, field?: string) =>
    error?.message ? t(error.message, { field }) : undefined;
};
