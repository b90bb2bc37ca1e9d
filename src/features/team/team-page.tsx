import { Button, Stack, Tabs } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { signedInEmailQueryOptions, teamInvitationsQueryOptions, teamMembersQueryOptions } from './api';
import { InviteMemberDialog } from './invite-member-dialog';
import { RemoveMemberDialog, type RemoveTarget } from './remove-member-dialog';
import { TeamTable } from './team-table';
import { teamInvitationsList, teamMembersList } from './team-lists';

type Tab = 'active' | 'pending';

/** /dashboard/company/team (spec 1 §2): active members and pending invitations. */
export const TeamPage = () => {
  const { t } = useTranslation('team');
  const members = useQuery(teamMembersQueryOptions());
  const invitations = useQuery(teamInvitationsQueryOptions());
  const { data: signedInEmail } = useQuery(signedInEmailQueryOptions());
  const [tab, setTab] = useState<Tab>('active');
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const pendingCount = invitations.data?.length ?? 0;
  // The pending tab goes away with the last invitation.
  const shown: Tab = pendingCount > 0 ? tab : 'active';

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
      </PageHeader>
      <Tabs value={shown} onChange={(value) => setTab(value === 'pending' ? 'pending' : 'active')}>
        <Tabs.List>
          <Tabs.Tab value="active">{t('tabs.active', { count: members.data?.length ?? 0 })}</Tabs.Tab>
          {pendingCount > 0 && (
            <Tabs.Tab value="pending">{t('tabs.pending', { count: pendingCount })}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="active" pt="md">
          <TeamTable
            config={teamMembersList}
            signedInEmail={signedInEmail}
            onRemove={(member) => setRemoving({ member, pending: false })}
          />
        </Tabs.Panel>
        {pendingCount > 0 && (
          <Tabs.Panel value="pending" pt="md">
            <TeamTable
              config={teamInvitationsList}
              signedInEmail={signedInEmail}
              onRemove={(member) => setRemoving({ member, pending: true })}
            />
          </Tabs.Panel>
        )}
      </Tabs>
      <InviteMemberDialog opened={inviting} onClose={() => setInviting(false)} />
      <RemoveMemberDialog target={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
};
