import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { useResendInvitation } from './api';
import { InvitationDialog } from './invitation-dialog';

type Props = { debitor: Debitor; opened: boolean; onClose: () => void };

/** Sends the invitation to set up the payment method again. */
export const ResendInvitationDialog = ({ debitor, opened, onClose }: Props) => {
  const { t } = useTranslation('debitors');
  const resend = useResendInvitation();
  return (
    <InvitationDialog
      opened={opened}
      onClose={onClose}
      title={t('invitation.title')}
      debitor={debitor}
      result={resend.data}
      pending={resend.isPending}
      confirmLabel={t('invitation.submit')}
      onConfirm={() => !resend.isPending && resend.mutate(debitor)}
    >
      <Text size="sm">
        {t('invitation.text', {
          email: debitor.emailAddress,
          method: t(`method.${debitor.paymentMethod}`),
        })}
      </Text>
    </InvitationDialog>
  );
};
