import { Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import { applyIbanMask, ibanMaskFor, ibanTemplate } from '@/lib/iban-mask';
import type { MandateInput } from './mandate-schema';

/** The IBAN with the mask of its country (first two letters); the mask is shown as the hint. */
export const IbanField = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('mandates');
  const { control } = useFormContext<MandateInput>();
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name="iban"
      render={({ field, fieldState }) => {
        const mask = ibanMaskFor(field.value);
        return (
          <TextInput
            ref={field.ref}
            name={field.name}
            label={t('form.iban')}
            withAsterisk
            description={
              <>
                <Text span inherit ff="monospace">
                  {ibanTemplate(field.value)}
                </Text>
                {` · ${t('form.ibanLength', { length: mask.length })}`}
              </>
            }
            placeholder={ibanTemplate('')}
            value={field.value}
            onChange={(event) => field.onChange(applyIbanMask(event.currentTarget.value))}
            onBlur={field.onBlur}
            error={fieldError(fieldState.error)}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="iban-input"
            data-mask={ibanTemplate(field.value)}
          />
        );
      }}
    />
  );
};
