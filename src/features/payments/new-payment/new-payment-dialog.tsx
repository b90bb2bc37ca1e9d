import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { NewPaymentForm } from './new-payment-form';

type Props = {
  opened: boolean;
  /** created: a payment was made; false when the dialog was dismissed or creating failed. */
  onClose: (created: boolean) => void;
  agent?: string;
  /** The customer to start with. */
  debitor?: Debitor;
};

/** The new payment dialog; it does not close on a backdrop click, and starts fresh each time. */
export const NewPaymentDialog = ({ opened, onClose, agent, debitor }: Props) => {
  const { t } = useTranslation('payments');
  return (
    <Modal
      opened={opened}
      onClose={() => onClose(false)}
      title={t('new payment')}
      size="lg"
      closeOnClickOutside={false}
      data-testid="new-payment-dialog"
    >
      {opened && (
        <NewPaymentForm onDone={onClose} onCancel={() => onClose(false)} agent={agent} debitor={debitor} />
      )}
    </Modal>
  );
};
