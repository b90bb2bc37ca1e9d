import { Checkbox, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BccDocumentType } from '@generated/model/bccDocumentType';
import { useBoundField } from '@/components/form/bound-field';
import { EmailChipsField } from '@/components/form/fields';
import type { ServiceSettingsInput } from './service-settings-schema';

const documentTypes = Object.values(BccDocumentType);
const isDocumentType = (value: unknown): value is BccDocumentType =>
  documentTypes.some((type) => type === value);

/** Which e-mails the copy recipients get. */
const BccSelectionField = () => {
  const { t } = useTranslation('company-settings');
  const label = t('serviceSettings.bccSelection');
  const { ref, field, error } = useBoundField<ServiceSettingsInput>('bccSelection', label);
  const value: unknown = field.value;
  return (
    <Checkbox.Group
      ref={ref}
      label={label}
      value={Array.isArray(value) ? value.filter(isDocumentType) : []}
      onChange={(next) => field.onChange(next.filter(isDocumentType))}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="xs">
        {documentTypes.map((type) => (
          <Checkbox key={type} value={type} label={t(`serviceSettings.bcc.${type}`)} onBlur={field.onBlur} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
};

/** The copy recipients (BCC) as e-mail chips and the documents they get. */
export const BccFields = () => {
  const { t } = useTranslation('company-settings');
  return (
    <Fieldset legend={t('serviceSettings.copyRecipients')}>
      <Stack gap="md">
        <EmailChipsField<ServiceSettingsInput>
          name="bccEmailAddressList"
          label={t('serviceSettings.bccList')}
          description={t('serviceSettings.bccListHint')}
          withAsterisk
          invalidMessage={t('validation.invalidEmail')}
          removeLabel={(value) => t('global:form.removeChip', { value })}
        />
        <BccSelectionField />
      </Stack>
    </Fieldset>
  );
};
