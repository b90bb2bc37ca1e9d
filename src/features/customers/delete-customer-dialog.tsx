import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteCustomer } from './api';
import { customerName } from './customer-name';

type Props = {
  debitor: Debitor;
  opened: boolean;
  onClose: () => void;
  onDeleted?: (debitor: Debitor) => void;
};

/** Deletes a customer after asking (spec 2 §2); documents keep the e-mail address. */
export const DeleteCustomerDialog = ({ debitor, opened, onClose, onDeleted }: Props) => {
  const { t } = useTranslation('debitors');
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
        remove.mutate(debitor, {
          onSuccess: () => {
            onClose();
            onDeleted?.(debitor);
          },
        })
      }
    >
      <Text size="sm">{t('delete.text', { name: customerName(debitor), email: debitor.emailAddress })}</Text>
    </ConfirmDialog>
  );
};
