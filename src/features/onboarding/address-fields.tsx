import { Fieldset, Grid } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryField } from '@/components/form/country-field';
import { TextField } from '@/components/form/text-fields';
import type { OnboardingFormInput } from './onboarding-schema';

type AddressLine = Pick<TextInputProps, 'autoComplete' | 'inputMode'> & {
  /** The field's name, which is also its label's key. */
  name: 'address.street' | 'address.houseNumber' | 'address.zipCode' | 'address.city';
  span: number;
};

const lines: AddressLine[] = [
  { name: 'address.street', span: 8, autoComplete: 'address-line1' },
  { name: 'address.houseNumber', span: 4 },
  { name: 'address.zipCode', span: 4, autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'address.city', span: 8, autoComplete: 'address-level2' },
];

/** The company address; shown, and required, only while the block is open. */
export const AddressFields = ({ id }: { id: string }) => {
  const { t } = useTranslation('onboarding');
  return (
    <Fieldset legend={t('address.legend')} id={id}>
      <Grid>
        {lines.map(({ name, span, ...input }) => (
          <Grid.Col key={name} span={{ base: 12, sm: span }}>
            <TextField<OnboardingFormInput> name={name} label={t(name)} withAsterisk {...input} />
          </Grid.Col>
        ))}
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
