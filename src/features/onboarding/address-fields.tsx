import { Fieldset, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryField } from '@/components/form/country-field';
import { TextField } from '@/components/form/text-fields';
import type { OnboardingFormInput } from './onboarding-schema';

/** The company address; shown, and required, only while the block is open. */
export const AddressFields = ({ id }: { id: string }) => {
  const { t } = useTranslation('onboarding');
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
          <CountryField<OnboardingFormInput>
            name="address.country"
            label={t('address.country')}
            withAsterisk
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
};
