import { ColorInput, type ColorInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { text, useBoundField, type Bound } from '@/components/form/bound-field';

const SWATCHES = ['#262626', '#fefefe', '#086992', '#1c7ed6', '#2f9e44', '#e8590c', '#c2255c', '#6741d9'];

/** A colour as #rrggbb: typed, or picked with the picker and its swatches. */
export const ColorField = <T extends FieldValues>({ name, ...props }: Bound<T, ColorInputProps>) => {
  const { t } = useTranslation('company-settings');
  const { ref, field, error } = useBoundField<T>(name, props.label);
  return (
    <ColorInput
      format="hex"
      eyeDropperButtonProps={{ 'aria-label': t('branding.pickFromScreen') }}
      swatches={SWATCHES}
      swatchesPerRow={8}
      spellCheck={false}
      {...props}
      ref={ref}
      name={field.name}
      value={text(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
};
