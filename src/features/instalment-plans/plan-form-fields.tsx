import { Group } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BankAccountField } from '@/components/bank-accounts/bank-account-field';
import { CustomerPicker } from '@/entities/customer/customer-picker';
import { AmountField, DateField, NumberField, SelectField, TextField } from '@/components/form/fields';
import { useFieldError } from '@/components/form/use-field-error';
import { businessTodayDate } from '@/lib/business-date';
import { MetadataRowsField } from './metadata-rows-field';
import type { PlanInput } from './plan-schema';

/** The fields of a new plan (spec 2 §5), inside the dialog's form. */
export const PlanFormFields = ({ disabled }: { disabled: boolean }) => {
  const { t } = useTranslation('instalment-plans');
  const form = useFormContext<PlanInput>();
  const fieldError = useFieldError();
  const customerId = useWatch({ control: form.control, name: 'debtorId' });
  const { isSubmitted } = form.formState;
  return (
    <>
      <CustomerPicker
        value={customerId}
        onChange={(next) => {
          form.setValue('debtorId', next?.id ?? '', { shouldValidate: isSubmitted, shouldDirty: true });
        }}
        error={fieldError(form.formState.errors.debtorId)}
        disabled={disabled}
      />
      <BankAccountField<PlanInput> name="bankAccountId" label={t('form.bankAccount')} disabled={disabled} />
      <TextField<PlanInput> name="purpose" label={t('form.purpose')} withAsterisk disabled={disabled} />
      <Group grow align="flex-start">
        <AmountField<PlanInput>
          name="totalNetAmount"
          label={t('form.totalNetAmount')}
          withAsterisk
          disabled={disabled}
        />
        <AmountField<PlanInput>
          name="downPayment"
          label={t('form.downPayment')}
          description={t('form.downPaymentHint')}
          disabled={disabled}
        />
      </Group>
      <Group grow align="flex-start">
        <SelectField<PlanInput>
          name="interval"
          label={t('form.interval')}
          withAsterisk
          allowDeselect={false}
          data={[
            { value: 'MONTHLY', label: t('interval.MONTHLY') },
            { value: 'YEARLY', label: t('interval.YEARLY') },
          ]}
          comboboxProps={{ withinPortal: true }}
          disabled={disabled}
        />
        <AmountField<PlanInput>
          name="intervalAmount"
          label={t('form.intervalAmount')}
          withAsterisk
          disabled={disabled}
        />
      </Group>
      <Group grow align="flex-start">
        <NumberField<PlanInput>
          name="intervalDay"
          label={t('form.intervalDay')}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
        />
        <DateField<PlanInput>
          name="startDate"
          label={t('form.startDate')}
          withAsterisk
          minDate={businessTodayDate()}
          disabled={disabled}
        />
      </Group>
      <MetadataRowsField keyName="key" disabled={disabled} />
    </>
  );
};
