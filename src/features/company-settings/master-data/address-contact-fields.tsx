import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryField } from '@/components/form/country-field';
import { TextField } from '@/components/form/text-fields';
import type { MasterDataInput } from './master-data-schema';

export const AddressFields = () => {
  const { t } = useTranslation('company-settings');
  return (
    <Fieldset legend={t('masterData.address')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField<MasterDataInput>
          name="address.line"
          label={t('masterData.line')}
          withAsterisk
          autoComplete="street-address"
        />
        <TextField<MasterDataInput>
          name="address.zipCode"
          label={t('masterData.zipCode')}
          withAsterisk
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField<MasterDataInput>
          name="address.city"
          label={t('masterData.city')}
          withAsterisk
          autoComplete="address-level2"
        />
        <CountryField<MasterDataInput> name="address.country" label={t('masterData.country')} withAsterisk />
      </SimpleGrid>
    </Fieldset>
  );
};

export const ContactFields = () => {
  const { t } = useTranslation('company-settings');
  return (
    <Fieldset legend={t('masterData.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField<MasterDataInput>
          name="contactInformation.emailAddress"
          label={t('masterData.email')}
          type="email"
          withAsterisk
          autoComplete="email"
        />
        <TextField<MasterDataInput>
          name="contactInformation.phoneNumber"
          label={t('masterData.phone')}
          type="tel"
          autoComplete="tel"
        />
        <TextField<MasterDataInput>
          name="contactInformation.websiteUrl"
          label={t('masterData.website')}
          placeholder="https://example.de"
          withAsterisk
          autoComplete="url"
        />
      </SimpleGrid>
    </Fieldset>
  );
};
