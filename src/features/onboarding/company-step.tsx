import { Button, Stack } from '@mantine/core';
import { IconMapPinMinus, IconMapPinPlus } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/fields';
import { TextField } from '@/components/form/text-fields';
import { AddressFields } from './address-fields';
import { isLegalForm, legalFormOptions, registrationNumberRule } from '@/lib/legal-forms';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';

export const CompanyStep = () => {
  const { t } = useTranslation('onboarding');
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const [legalForm, withAddress] = form.watch(['companyLegalForm', 'withAddress']);
  const numberRule = registrationNumberRule(legalForm);

  const toggleAddress = () => {
    form.setValue('withAddress', !withAddress);
    // A closed block is not sent, so its messages go with it.
    if (withAddress) form.clearErrors('address');
  };

  return (
    <Stack gap="md">
      <TextField<OnboardingFormInput>
        name="companyName"
        label={t('company.name')}
        withAsterisk
        autoComplete="organization"
      />
      <SelectField<OnboardingFormInput>
        name="companyLegalForm"
        label={t('company.legalForm')}
        withAsterisk
        allowDeselect={false}
        data={legalFormOptions(t)}
        onValueChange={(value) => {
          if (isLegalForm(value) && registrationNumberRule(value) !== 'required')
            form.clearErrors('companyRegistrationNumber');
        }}
      />
      {numberRule !== 'hidden' && (
        <TextField<OnboardingFormInput>
          name="companyRegistrationNumber"
          label={t('company.registrationNumber')}
          description={t('company.registrationNumberHint')}
          withAsterisk={numberRule === 'required'}
        />
      )}
      <Button
        variant="light"
        w="fit-content"
        onClick={toggleAddress}
        aria-expanded={withAddress}
        aria-controls="onboarding-address"
        leftSection={withAddress ? <IconMapPinMinus size={16} /> : <IconMapPinPlus size={16} />}
      >
        {withAddress ? t('address.remove') : t('address.add')}
      </Button>
      {withAddress && <AddressFields id="onboarding-address" />}
    </Stack>
  );
};
