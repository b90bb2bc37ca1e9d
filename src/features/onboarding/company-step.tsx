import { Button, Select, Stack, TextInput } from '@mantine/core';
import { IconMapPinMinus, IconMapPinPlus } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from './address-fields';
import { isLegalForm, legalForms, registrationNumberRule } from './legal-forms';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';
import { useFieldError } from './use-field-error';

export const CompanyStep = () => {
  const { t } = useTranslation('onboarding');
  const fieldError = useFieldError();
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const { errors } = form.formState;
  const [legalForm, withAddress] = form.watch(['companyLegalForm', 'withAddress']);
  const numberRule = registrationNumberRule(legalForm);

  const toggleAddress = () => {
    form.setValue('withAddress', !withAddress);
    // A closed block is not sent, so its messages go with it.
    if (withAddress) form.clearErrors('address');
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('company.name')}
        withAsterisk
        autoComplete="organization"
        {...form.register('companyName')}
        error={fieldError(errors.companyName)}
      />
      <Controller
        control={form.control}
        name="companyLegalForm"
        render={({ field }) => (
          <Select
            label={t('company.legalForm')}
            withAsterisk
            allowDeselect={false}
            data={legalForms.map((value) => ({ value, label: t(`legalForm.${value}`) }))}
            value={field.value}
            onChange={(value) => {
              if (!isLegalForm(value)) return;
              field.onChange(value);
              if (registrationNumberRule(value) !== 'required') form.clearErrors('companyRegistrationNumber');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.companyLegalForm)}
          />
        )}
      />
      {numberRule !== 'hidden' && (
        <TextInput
          label={t('company.registrationNumber')}
          description={t('company.registrationNumberHint')}
          withAsterisk={numberRule === 'required'}
          {...form.register('companyRegistrationNumber')}
          error={fieldError(errors.companyRegistrationNumber)}
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
