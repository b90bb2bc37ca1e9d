import { useTranslation } from 'react-i18next';

/**
 * Field messages are translation keys ('namespace:key'); a message that names its field (an
 * address block's 'required') gets the field's label. A message the server gave for the field
 * (type 'server') is shown as it is.
 */
export const useFieldError = () => {
  const { t } = useTranslation();
  return (error: { message?: string; type?: string } | undefined, field?: string) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, { field });
  };
};
