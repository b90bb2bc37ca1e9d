import { Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { TeamMember } from '@generated/model/teamMember';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLastChosen } from '@/lib/use-last-chosen';
import { useRemoveTeamMember } from './api';

/** A member to remove, or a pending invitation to withdraw. */
export type RemoveTarget = { member: TeamMember; pending: boolean };

type Props = { target: RemoveTarget | null; onClose: () => void };

/** Asks before a member is removed or an invitation withdrawn. */
export const RemoveMemberDialog = ({ target, onClose }: Props) => {
  const { t } = useTranslation('team');
  const remove = useRemoveTeamMember();
  const shown = useLastChosen(target);
  const pending = shown?.pending ?? false;
  return (
    <ConfirmDialog
      opened={target !== null}
      title={t(pending ? 'remove.invitationTitle' : 'remove.title')}
      confirmLabel={t('remove.confirm')}
      color="red"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => target && remove.mutate(target.member.id, { onSuccess: onClose })}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey={pending ? 'remove.invitationText' : 'remove.text'}
          values={{ email: shown?.member.emailAddress }}
          components={{ strong: <strong /> }}
        />
      </Text>
    </ConfirmDialog>
  );
};
