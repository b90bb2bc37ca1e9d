import { Fieldset, Grid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { TextField } from '@/components/form/text-fields';
import { useFieldError } from '@/components/form/use-field-error';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';

/** The company address; shown, and required, only while the block is open. */
export const AddressFields = ({ id }: { id: string }) => {
  const { t } = useTranslation('onboarding');
  const fieldError = useFieldError();
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  return (
    <Fieldset legend={t('address.legend')} id={id}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextField<OnboardingFormInput>
            name="address.street"
            label={t('address.street')}
            withAsterisk
            autoComplete="address-line1"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextField<OnboardingFormInput>
            name="address.houseNumber"
            label={t('address.houseNumber')}
            withAsterisk
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextField<OnboardingFormInput>
            name="address.zipCode"
            label={t('address.zipCode')}
            withAsterisk
            autoComplete="postal-code"
            inputMode="numeric"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextField<OnboardingFormInput>
            name="address.city"
            label={t('address.city')}
            withAsterisk
            autoComplete="address-level2"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          {/* The country picker is no bound field: it binds here, with the shared error text. */}
          <Controller
            control={form.control}
            name="address.country"
            render={({ field, fieldState }) => (
              <CountrySelect
                label={t('address.country')}
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': t('address.clearCountry') }}
                nothingFoundMessage={t('address.noCountry')}
                groupLabels={{ suggested: t('address.suggested'), all: t('address.allCountries') }}
                value={field.value || null}
                onChange={(code) => field.onChange(code ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(fieldState.error, t('address.country'))}
              />
            )}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
};
