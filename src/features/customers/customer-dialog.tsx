import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { CustomerFormFields } from '@/entities/customer/customer-form-fields';
import { useCreateCustomer } from '@/entities/customer/customer-queries';
import { CustomerSaveError } from '@/entities/customer/customer-save-error';
import {
  customerDefaults,
  CustomerSchema,
  toCustomerFormInput,
  toDebitorInput,
  type CustomerFormInput,
  type CustomerValues,
} from '@/entities/customer/customer-schema';
import { FormDialog } from '@/components/form/form-dialog';
import { useUpdateCustomer } from './api';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The customer to edit; without one the dialog creates a new customer. */
  debitor?: Debitor;
  onSaved?: (debitor: Debitor) => void;
};

/**
 * Creates or edits a customer with the one customer form. A failure shows the server's message in
 * the dialog, which stays open with everything typed (spec 2 §8).
 */
export const CustomerDialog = ({ opened, onClose, debitor, onSaved }: Props) => {
  const { t } = useTranslation('debitors');
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const mutation = debitor ? update : create;
  const form = useForm<CustomerFormInput, unknown, CustomerValues>({
    resolver: zodResolver(CustomerSchema),
    defaultValues: debitor ? toCustomerFormInput(debitor) : customerDefaults,
    mode: 'onTouched',
  });

  const save = async (values: CustomerValues) => {
    const input = toDebitorInput(values);
    const saved = debitor
      ? await update.mutateAsync({ id: debitor.id, input })
      : await create.mutateAsync(input);
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={debitor ? t('dialog.editTitle') : t('dialog.createTitle')}
      form={form}
      pending={mutation.isPending}
      submitLabel={debitor ? t('dialog.save') : t('dialog.create')}
      size="lg"
      draftOf={debitor ? undefined : { id: 'customer.new', kind: 'customer' }}
      onSubmit={save}
    >
      <CustomerSaveError
        error={mutation.error}
        title={debitor ? t('form.editError') : t('form.createError')}
      />
      <CustomerFormFields disabled={mutation.isPending} />
    </FormDialog>
  );
};
