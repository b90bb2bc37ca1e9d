import { Button, Stack } from '@mantine/core';
import { IconMapPinMinus, IconMapPinPlus } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CompanyFields } from '@/components/company-fields';
import { AddressFields } from './address-fields';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';

export const CompanyStep = () => {
  const { t } = useTranslation('onboarding');
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const withAddress = form.watch('withAddress');

  const toggleAddress = () => {
    form.setValue('withAddress', !withAddress);
    // A closed block is not sent, so its messages go with it.
    if (withAddress) form.clearErrors('address');
  };

  return (
    <Stack gap="md">
      <CompanyFields<OnboardingFormInput>
        names={{
          name: 'companyName',
          legalForm: 'companyLegalForm',
          registrationNumber: 'companyRegistrationNumber',
        }}
        ns="onboarding"
        keyPrefix="company"
      />
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
