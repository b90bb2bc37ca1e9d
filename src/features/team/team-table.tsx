import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@generated/model/teamMember';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { menuActions, type ActionTable } from '@/components/list-shell/action-table';
import { ListShell } from '@/components/list-shell/list-shell';
import { useLocalSearch } from '@/components/list-shell/use-local-search';
import type { teamMembersList } from './team-lists';
import { canRemove } from './team-rules';

type Props = {
  config: typeof teamMembersList;
  signedInEmail: string | undefined;
  onRemove: (member: TeamMember) => void;
};

const noAddress = {};

/** The members' action, declared once: remove anyone but oneself. */
const teamActionTable = (signedInEmail: string | undefined): ActionTable<TeamMember, 'delete'> => [
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
  const { search, setSearch } = useLocalSearch(config.listId, noAddress);
  return (
    <ListShell
      config={config}
      search={search}
      onSearchChange={setSearch}
      rowActions={(member) => (
        <RowActionMenu
          label={member.emailAddress}
          actions={menuActions(teamActionTable(signedInEmail), member, {
            label: t,
            onSelect: (_, row) => onRemove(row),
          })}
        />
      )}
    />
  );
};
