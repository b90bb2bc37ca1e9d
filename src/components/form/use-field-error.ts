import { useTranslation } from 'react-i18next';

/**
 * Field messages are translation keys ('namespace:key'); a message that names its field (an
 * address block's 'required') gets the field's label.
 */
export const useFieldError = () => {
  const { t } = useTranslation();
  return (error: { message?: string } | undefined, field?: string) =>
    error?.message ? t(error.message, { field }) : undefined;
};
