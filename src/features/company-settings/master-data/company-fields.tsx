import { Fieldset, SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/fields';
import { TextField } from '@/components/form/text-fields';
import { isLegalForm, legalFormOptions, registrationNumberRule } from '@/lib/legal-forms';
import type { MasterDataInput } from './master-data-schema';

/** Name, legal form and, for a GmbH (required) or a UG (optional), the registration number. */
export const CompanyFields = () => {
  const { t } = useTranslation('company-settings');
  const form = useFormContext<MasterDataInput>();
  const legalForm = form.watch('legalForm');
  const numberRule = registrationNumberRule(isLegalForm(legalForm) ? legalForm : undefined);
  return (
    <Fieldset legend={t('masterData.company')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField<MasterDataInput>
          name="name"
          label={t('masterData.name')}
          withAsterisk
          autoComplete="organization"
        />
        <SelectField<MasterDataInput>
          name="legalForm"
          label={t('masterData.legalForm')}
          withAsterisk
          allowDeselect={false}
          data={legalFormOptions(t)}
          onValueChange={(value) => {
            if (isLegalForm(value) && registrationNumberRule(value) !== 'required')
              form.clearErrors('companyRegistrationNumber');
          }}
        />
        {numberRule !== 'hidden' && (
          <TextField<MasterDataInput>
            name="companyRegistrationNumber"
            label={t('masterData.registrationNumber')}
            description={t('masterData.registrationNumberHint')}
            withAsterisk={numberRule === 'required'}
          />
        )}
      </SimpleGrid>
    </Fieldset>
  );
};
