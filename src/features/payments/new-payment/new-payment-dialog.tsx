import type { Customer } from '@/entities/customer/customer';
import { Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { directDebitActiveQueryOptions } from '@/entities/bank-account/bank-account-queries';
import { NewPaymentForm } from './new-payment-form';

type Props = {
  opened: boolean;
  /** created: a payment was made; false when the dialog was dismissed or creating failed. */
  onClose: (created: boolean) => void;
  agent?: string;
  /** The customer to start with. */
  customer?: Customer;
};

/** The new payment dialog; it does not close on a backdrop click, and starts fresh each time. */
export const NewPaymentDialog = ({ opened, onClose, agent, customer }: Props) => {
  const { t } = useTranslation('payments');
  // A preset customer starts with its own method, which needs to know whether direct debit is active.
  const directDebit = useQuery({ ...directDebitActiveQueryOptions(), enabled: opened && Boolean(customer) });
  const waiting = Boolean(customer) && directDebit.isPending;
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(false)}
      title={t('new payment')}
      size="lg"
      closeOnClickOutside={false}
      data-testid="new-payment-dialog"
    >
      {opened && waiting && (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
      {opened && !waiting && (
        <NewPaymentForm onDone={onClose} onCancel={() => onClose(false)} agent={agent} customer={customer} />
      )}
    </Modal>
  );
};
