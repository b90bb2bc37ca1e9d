import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { TeamMember } from '@generated/model/teamMember';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoveTeamMember } from './api';

type Props = { member: TeamMember | null; pending: boolean; onClose: () => void };

/** Asks before a member is removed or an invitation withdrawn. */
export const RemoveMemberDialog = ({ member, pending, onClose }: Props) => {
  const { t } = useTranslation('team');
  const remove = useRemoveTeamMember();
  return (
    <ConfirmDialog
      opened={member !== null}
      title={t(pending ? 'remove.invitationTitle' : 'remove.title')}
      confirmLabel={t('remove.confirm')}
      color="red"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => member && remove.mutate(member.id, { onSuccess: onClose })}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey={pending ? 'remove.invitationText' : 'remove.text'}
          values={{ email: member?.emailAddress }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </ConfirmDialog>
  );
};
