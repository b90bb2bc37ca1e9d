import type { SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../country-select';
import { useBoundField, type Bound } from './bound-field';

/** The country picker bound to the surrounding form; the value is the ISO alpha-2 code ('' for none). */
export const CountryField = <T extends FieldValues>({
  name,
  onValueChange,
  ...props
}: Bound<T, Omit<SelectProps, 'data'>>) => {
  const { t } = useTranslation();
  const { ref, field, error } = useBoundField<T>(name, props.label);
  const value: unknown = field.value;
  return (
    <CountrySelect
      clearable
      clearButtonProps={{ 'aria-label': t('country.clear') }}
      nothingFoundMessage={t('country.none')}
      groupLabels={{ suggested: t('country.suggested'), all: t('country.all') }}
      {...props}
      ref={ref}
      name={field.name}
      value={typeof value === 'string' && value ? value : null}
      onChange={(code) => {
        field.onChange(code ?? '');
        onValueChange?.(code);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
};
