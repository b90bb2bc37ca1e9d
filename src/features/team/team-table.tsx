import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@generated/model/teamMember';
import { ListShell, actionTable, useListSearch } from '@/components/list';
import type { teamMembersList } from './team-lists';
import { canRemove } from './team-rules';

type Props = {
  config: typeof teamMembersList;
  signedInEmail: string | undefined;
  onRemove: (member: TeamMember) => void;
};

const noAddress = {};

/** The members' action, declared once: remove anyone but oneself. */
const teamActionTable = (signedInEmail: string | undefined): actionTable.Table<TeamMember, 'delete'> => [
  {
    id: 'delete',
    label: 'team:remove.action',
    icon: <IconTrash size={16} />,
    color: 'red',
    rule: (member) => (canRemove(member, signedInEmail) ? null : 'lists:bulk.notOffered'),
  },
];

/** Members or pending invitations (team-lists.tsx); delete except oneself. */
export const TeamTable = ({ config, signedInEmail, onRemove }: Props) => {
  const { t } = useTranslation('team');
  const { search, setSearch } = useListSearch(config, { outside: noAddress });
  return (
    <ListShell
      config={config}
      search={search}
      onSearchChange={setSearch}
      rowActions={(member) => (
        <actionTable.Menu
          label={member.emailAddress}
          actions={actionTable.menu(teamActionTable(signedInEmail), member, {
            label: t,
            onSelect: (_, row) => onRemove(row),
          })}
        />
      )}
    />
  );
};
