import { Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-fields';
import { CREDITOR_IDENTIFIER_EXAMPLE } from '@/lib/creditor-identifier';
import type { MasterDataInput } from './master-data-schema';
import { VatIdField } from './vat-id-field';

/** VAT id, tax number and creditor identifier; then the addresses of the terms and privacy policy. */
export const IdentifierFields = () => {
  const { t } = useTranslation('company-settings');
  return (
    <>
      <Fieldset legend={t('masterData.identifiers')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <VatIdField label={t('masterData.vatId')} description={t('masterData.vatIdHint')} />
          <TextField<MasterDataInput>
            name="taxIdentificationNumber"
            label={t('masterData.taxNumber')}
            description={t('masterData.taxNumberHint')}
            placeholder="21/815/08150"
            inputMode="numeric"
          />
          <TextField<MasterDataInput>
            name="creditorIdentifier"
            label={t('masterData.creditorId')}
            description={t('masterData.creditorIdHint')}
            placeholder={CREDITOR_IDENTIFIER_EXAMPLE}
            spellCheck={false}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('masterData.documents')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField<MasterDataInput>
            name="termsAndConditionsConfiguration.termsAndConditionsUrl"
            label={t('masterData.termsUrl')}
            placeholder="https://example.de/agb"
          />
          <TextField<MasterDataInput>
            name="termsAndConditionsConfiguration.privacyPolicyUrl"
            label={t('masterData.privacyUrl')}
            placeholder="https://example.de/datenschutz"
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
};
