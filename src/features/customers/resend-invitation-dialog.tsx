import type { Customer } from '@/entities/customer/customer';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResendInvitation } from './api';
import { InvitationDialog } from './invitation-dialog';

type Props = { customer: Customer; opened: boolean; onClose: () => void };

/** Sends the invitation to set up the payment method again. */
export const ResendInvitationDialog = ({ customer, opened, onClose }: Props) => {
  const { t } = useTranslation('customers');
  const resend = useResendInvitation();
  return (
    <InvitationDialog
      opened={opened}
      onClose={onClose}
      title={t('invitation.title')}
      customer={customer}
      result={resend.data}
      pending={resend.isPending}
      confirmLabel={t('invitation.submit')}
      onConfirm={() => !resend.isPending && resend.mutate(customer)}
    >
      <Text size="sm">
        {t('invitation.text', {
          email: customer.emailAddress,
          method: t(`method.${customer.paymentMethod}`),
        })}
      </Text>
    </InvitationDialog>
  );
};
