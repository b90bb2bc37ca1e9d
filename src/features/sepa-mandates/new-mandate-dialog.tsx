import type { Customer } from '@/entities/customer/customer';
import { Group } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '@/entities/customer/customer-picker';
import { CheckboxField, DateField, TextField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useFieldError } from '@/components/form/use-field-error';
import { useCreateMandate } from './api';
import { IbanField } from './iban-field';
import { mandateDefaults, type MandateInput, type MandateValues } from './mandate-schema';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Kept by the caller, so that what was typed is still there after a failure (spec 3 §8). */
  form: UseFormReturn<MandateInput, unknown, MandateValues>;
  /** The customer the dialog starts with. */
  customer: Customer;
};

/**
 * Creates a SEPA mandate (spec 3 §5): create stays disabled while the form is invalid. The dialog
 * closes after the call whatever its outcome; a success starts the next mandate afresh.
 */
export const NewMandateDialog = ({ opened, onClose, form, customer }: Props) => {
  const { t } = useTranslation('mandates');
  const create = useCreateMandate();
  const fieldError = useFieldError();
  const customerId = useWatch({ control: form.control, name: 'debitorId' });

  const submit = async (values: MandateValues) => {
    try {
      await create.mutateAsync(values);
      form.reset(mandateDefaults(customer.id));
    } finally {
      onClose();
    }
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      form={form}
      pending={create.isPending}
      submitLabel={t('dialog.submit')}
      requireValid
      onSubmit={submit}
    >
      <CustomerPicker
        value={customerId}
        onChange={(next) => {
          form.setValue('debitorId', next?.id ?? '', { shouldValidate: true, shouldDirty: true });
        }}
        error={fieldError(form.formState.errors.debitorId)}
        disabled={create.isPending}
      />
      <IbanField disabled={create.isPending} />
      <Group grow align="flex-start">
        <TextField<MandateInput>
          name="bic"
          label={t('form.bic')}
          description={t('form.bicHint')}
          withAsterisk
          autoComplete="off"
          disabled={create.isPending}
          styles={{ input: { textTransform: 'uppercase' } }}
        />
        <DateField<MandateInput>
          name="signatureDate"
          label={t('form.signatureDate')}
          withAsterisk
          clearable
          disabled={create.isPending}
        />
      </Group>
      <CheckboxField<MandateInput> name="isChecked" label={t('form.agreement')} disabled={create.isPending} />
    </FormDialog>
  );
};
