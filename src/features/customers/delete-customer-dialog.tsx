import type { Customer } from '@/entities/customer/customer';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteCustomer } from './api';
import { customerName } from './customer-name';

type Props = {
  customer: Customer;
  opened: boolean;
  onClose: () => void;
  onDeleted?: (customer: Customer) => void;
};

/** Deletes a customer after asking (spec 2 §2); documents keep the e-mail address. */
export const DeleteCustomerDialog = ({ customer, opened, onClose, onDeleted }: Props) => {
  const { t } = useTranslation('customers');
  const remove = useDeleteCustomer();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('delete.title')}
      confirmLabel={t('delete.submit')}
      color="red"
      loading={remove.isPending}
      onConfirm={() =>
        !remove.isPending &&
        remove.mutate(customer, {
          onSuccess: () => {
            onClose();
            onDeleted?.(customer);
          },
        })
      }
    >
      <Text size="sm">
        {t('delete.text', { name: customerName(customer), email: customer.emailAddress })}
      </Text>
    </ConfirmDialog>
  );
};
