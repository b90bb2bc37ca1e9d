import { TextInput, type TextInputProps } from '@mantine/core';
import { text, useBoundField } from '@/components/form/bound-field';
import { maskVatId } from '@/lib/vat-id';
import type { MasterDataInput } from './master-data-schema';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'name'>;

/** The VAT id, masked while typing to two capital letters and nine digits. */
export const VatIdField = (props: Props) => {
  const { ref, field, error } = useBoundField<MasterDataInput>('vatIdentificationNumber', props.label);
  return (
    <TextInput
      placeholder="DE123456789"
      autoCapitalize="characters"
      spellCheck={false}
      {...props}
      ref={ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => field.onChange(maskVatId(event.currentTarget.value))}
      onBlur={field.onBlur}
      error={error}
    />
  );
};
