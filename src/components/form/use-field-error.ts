import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Values that a form's messages name (a plan's covered amount), given by the form around its
 * fields, so that the schema keeps translation keys.
 */
export const FieldMessageValues = createContext<Record<string, string>>({});

/**
 * Field messages are translation keys ('namespace:key'); a message that names its field (an
 * address block's 'required') gets the field's label, one that names a value gets it from
 * `FieldMessageValues`. A message the server gave for the field (type 'server') is shown as it is.
 */
export const useFieldError = () => {
  const { t } = useTranslation();
  const values = useContext(FieldMessageValues);
  return (error: { message?: string; type?: string } | undefined, field?: string) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, { ...values, field });
  };
};
