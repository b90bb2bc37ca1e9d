import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerFormFields } from '@/entities/customer/customer-form-fields';
import { useCreateCustomer } from '@/entities/customer/customer-queries';
import { CustomerSaveError } from '@/entities/customer/customer-save-error';
import {
  customerDefaults,
  CustomerSchema,
  toCustomerFormInput,
  toCustomerInput,
  type CustomerFormInput,
  type CustomerValues,
} from '@/entities/customer/customer-schema';
import { FormDialog } from '@/components/form/form-dialog';
import { useUpdateCustomer } from './api';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The customer to edit; without one the dialog creates a new customer. */
  customer?: Customer;
  onSaved?: (customer: Customer) => void;
};

/**
 * Creates or edits a customer with the one customer form. A failure shows the server's message in
 * the dialog, which stays open with everything typed (spec 2 §8).
 */
export const CustomerDialog = ({ opened, onClose, customer, onSaved }: Props) => {
  const { t } = useTranslation('customers');
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const mutation = customer ? update : create;
  const form = useForm<CustomerFormInput, unknown, CustomerValues>({
    resolver: zodResolver(CustomerSchema),
    defaultValues: customer ? toCustomerFormInput(customer) : customerDefaults,
    mode: 'onTouched',
  });

  const save = async (values: CustomerValues) => {
    const input = toCustomerInput(values);
    const saved = customer
      ? await update.mutateAsync({ id: customer.id, input })
      : await create.mutateAsync(input);
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={customer ? t('dialog.editTitle') : t('dialog.createTitle')}
      form={form}
      pending={mutation.isPending}
      submitLabel={customer ? t('dialog.save') : t('dialog.create')}
      size="lg"
      draftOf={customer ? undefined : { id: 'customer.new', kind: 'customer' }}
      onSubmit={save}
    >
      <CustomerSaveError
        error={mutation.error}
        title={customer ? t('form.editError') : t('form.createError')}
      />
      <CustomerFormFields disabled={mutation.isPending} />
    </FormDialog>
  );
};
