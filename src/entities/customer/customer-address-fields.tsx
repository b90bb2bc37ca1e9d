import { Fieldset, Grid, SegmentedControl } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryField } from '@/components/form/country-field';
import { TextField } from '@/components/form/text-fields';
import { addressModes, type CustomerFormInput } from './customer-schema';

/** The customer's address: one line, or street and house number; suffix, zip code, city, country. */
export const CustomerAddressFields = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('customers');
  const { control } = useFormContext<CustomerFormInput>();
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
            <TextField<CustomerFormInput> name="line" label={t('form.line')} autoComplete="off" />
          </Grid.Col>
        ) : (
          <>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextField<CustomerFormInput> name="street" label={t('form.street')} autoComplete="off" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextField<CustomerFormInput>
                name="houseNumber"
                label={t('form.houseNumber')}
                autoComplete="off"
              />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={12}>
          <TextField<CustomerFormInput> name="suffix" label={t('form.suffix')} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextField<CustomerFormInput> name="zipCode" label={t('form.zipCode')} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextField<CustomerFormInput> name="city" label={t('form.city')} autoComplete="off" />
        </Grid.Col>
        <Grid.Col span={12}>
          <CountryField<CustomerFormInput>
            name="country"
            label={t('form.country')}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
};
