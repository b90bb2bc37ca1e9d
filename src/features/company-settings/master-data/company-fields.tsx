import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyFields as CompanyBlock } from '@/components/company-fields';
import type { MasterDataInput } from './master-data-schema';

const names = {
  name: 'name',
  legalForm: 'legalForm',
  registrationNumber: 'companyRegistrationNumber',
} as const;

/** Name, legal form and, for a GmbH (required) or a UG (optional), the registration number. */
export const CompanyFields = () => {
  const { t } = useTranslation('company-settings');
  return (
    <Fieldset legend={t('masterData.company')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CompanyBlock<MasterDataInput> names={names} ns="company-settings" keyPrefix="masterData" />
      </SimpleGrid>
    </Fieldset>
  );
};
