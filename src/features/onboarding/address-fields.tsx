import { Fieldset, Grid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';
import { useFieldError } from './use-field-error';

/** The company address; shown, and required, only while the block is open. */
export const AddressFields = ({ id }: { id: string }) => {
  const { t } = useTranslation('onboarding');
  const fieldError = useFieldError();
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const errors = form.formState.errors.address;
  return (
    <Fieldset legend={t('address.legend')} id={id}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('address.street')}
            withAsterisk
            autoComplete="address-line1"
            {...form.register('address.street')}
            error={fieldError(errors?.street, t('address.street'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('address.houseNumber')}
            withAsterisk
            {...form.register('address.houseNumber')}
            error={fieldError(errors?.houseNumber, t('address.houseNumber'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('address.zipCode')}
            withAsterisk
            autoComplete="postal-code"
            inputMode="numeric"
            {...form.register('address.zipCode')}
            error={fieldError(errors?.zipCode, t('address.zipCode'))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('address.city')}
            withAsterisk
            autoComplete="address-level2"
            {...form.register('address.city')}
            error={fieldError(errors?.city, t('address.city'))}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Controller
            control={form.control}
            name="address.country"
            render={({ field }) => (
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
                error={fieldError(errors?.country, t('address.country'))}
              />
            )}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
};
