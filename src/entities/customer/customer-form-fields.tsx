import { Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailChipsField } from '@/components/form/email-chips-field';
import { TextField } from '@/components/form/text-fields';
import { CustomerAddressFields } from './customer-address-fields';
import type { CustomerFormInput } from './customer-schema';

type ChoiceName = 'type' | 'paymentMethod';
type Choice<N extends ChoiceName> = {
  name: N;
  label: string;
  options: { value: CustomerFormInput[N]; label: string }[];
  disabled?: boolean;
};

/** A choice of two as a segmented control with a visible label. */
const ChoiceField = <N extends ChoiceName>({ name, label, options, disabled }: Choice<N>) => {
  const { control } = useFormContext<CustomerFormInput>();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap={4}>
          <Input.Label labelElement="div" id={labelId}>
            {label}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={labelId}
            data={options}
            value={field.value}
            onChange={(value) => {
              const chosen = options.find((option) => option.value === value);
              if (chosen) field.onChange(chosen.value);
            }}
            disabled={disabled}
          />
        </Stack>
      )}
    />
  );
};

/**
 * The fields of the one customer form (spec 2 §3): type, company and VAT id for organisations,
 * names, e-mail, additional invoice e-mails, payment method and address. They bind to the
 * surrounding form (`FormProvider` with `CustomerSchema`), so the create and edit dialog and the
 * new payment dialog's inline form share them.
 */
export const CustomerFormFields = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('customers');
  const { control } = useFormContext<CustomerFormInput>();
  const type = useWatch({ control, name: 'type' });
  const method = useWatch({ control, name: 'paymentMethod' });
  const organization = type === 'ORGANIZATION';

  return (
    <Stack gap="sm">
      <ChoiceField
        name="type"
        label={t('form.type')}
        options={[
          { value: 'PERSON', label: t('type.PERSON') },
          { value: 'ORGANIZATION', label: t('type.ORGANIZATION') },
        ]}
        disabled={disabled}
      />
      {organization && (
        <Group grow align="flex-start">
          <TextField<CustomerFormInput>
            name="companyName"
            label={t('form.companyName')}
            withAsterisk
            disabled={disabled}
          />
          <TextField<CustomerFormInput> name="vatId" label={t('form.vatId')} disabled={disabled} />
        </Group>
      )}
      <Group grow align="flex-start">
        <TextField<CustomerFormInput>
          name="firstName"
          label={t('form.firstName')}
          withAsterisk={!organization}
          autoComplete="off"
          disabled={disabled}
        />
        <TextField<CustomerFormInput>
          name="lastName"
          label={t('form.lastName')}
          withAsterisk={!organization}
          autoComplete="off"
          disabled={disabled}
        />
      </Group>
      <TextField<CustomerFormInput>
        name="emailAddress"
        label={t('form.email')}
        type="email"
        withAsterisk
        autoComplete="off"
        disabled={disabled}
      />
      <EmailChipsField<CustomerFormInput>
        name="additionalEmailAddresses"
        label={t('form.additionalEmails')}
        description={t('form.additionalEmailsHint')}
        invalidMessage={t('validation.invalid email')}
        removeLabel={(email) => t('form.removeEmail', { email })}
        disabled={disabled}
      />
      <ChoiceField
        name="paymentMethod"
        label={t('form.paymentMethod')}
        options={[
          { value: 'ONLINE_PAYMENT', label: t('method.ONLINE_PAYMENT') },
          { value: 'DIRECT_DEBIT', label: t('method.DIRECT_DEBIT') },
        ]}
        disabled={disabled}
      />
      {method === 'DIRECT_DEBIT' && (
        <Text size="xs" c="dimmed">
          {t('form.directDebitHint')}
        </Text>
      )}
      <CustomerAddressFields disabled={disabled} />
    </Stack>
  );
};
