import { Fieldset, Grid, SegmentedControl } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/country-select';
import { TextField } from '@/components/form/text-fields';
import { useFieldError } from '@/components/form/use-field-error';
import { addressModes, type CustomerInput } from './customer-schema';

/** The customer's address: one line, or street and house number; suffix, zip code, city, country. */
export const CustomerAddressFields = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('debitors');
  const { control } = useFormContext<CustomerInput>();
  const fieldError = useFieldError();
  const mode = useWatch({ control, name: 'addressMode' });

  return (
    <Fieldset legend={t('form.address')} disabled={disabled} variant="filled">
      <Grid gap="sm">
        <Grid.Col span={12}>
          <Controller
            control={control}
            name="addressMode"
            render={({ field }) => (
              <SegmentedControl
                size="xs"
                aria-label={t('form.addressMode')}
                data={addressModes.map((value) => ({ value, label: t(`form.addressModes.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(addressModes.find((option) => option === value))}
              />
            )}
          />
        </Grid.Col>
        {mode === 'line' ? (
          <Grid.Col span={12}>
            <TextField<CustomerInput> name="line" label={t('form.line')} autoComplete="off" />
          </Grid.Col>
        ) : (
          <>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextField<CustomerInput> name="street" label={t('form.street')} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextField<CustomerInput> name="houseNumber" label={t('form.houseNumber')} autoComplete="off" />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={12}>
          <TextField<CustomerInput> name="suffix" label={t('form.suffix')} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextField<CustomerInput> name="zipCode" label={t('form.zipCode')} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextField<CustomerInput> name="city" label={t('form.city')} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={12}>
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <CountrySelect
                label={t('form.country')}
                clearable
                clearButtonProps={{ 'aria-label': t('form.clearCountry') }}
                nothingFoundMessage={t('form.noCountry')}
                groupLabels={{ suggested: t('form.suggestedCountries'), all: t('form.allCountries') }}
                value={field.value || null}
                onChange={(code) => field.onChange(code ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                comboboxProps={{ withinPortal: true }}
                error={fieldError(fieldState.error, t('form.country'))}
              />
            )}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
};
