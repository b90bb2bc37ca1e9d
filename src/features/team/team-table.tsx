import { IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@generated/model/problem';
import type { TeamMember } from '@generated/model/teamMember';
import { DataTable } from '@/components/data-table/data-table';
import { createDataColumnHelper } from '@/components/data-table/features';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { useClientPages } from '@/components/data-table/use-client-pages';
import { queryTableState } from '@/components/data-table/query-table-state';
import { canRemove, memberName, showsNameColumn } from './team-rules';

const column = createDataColumnHelper<TeamMember>();
const NAME_COLUMN = 'name';

type Props = {
  label: string;
  emptyText: string;
  query: UseQueryResult<TeamMember[], Problem>;
  signedInEmail: string | undefined;
  onRemove: (member: TeamMember) => void;
};

/** Members or pending invitations: name (when any has one), e-mail and role; delete except oneself. */
export const TeamTable = ({ label, emptyText, query, signedInEmail, onRemove }: Props) => {
  const { t } = useTranslation('team');
  const pages = useClientPages(query.data);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: NAME_COLUMN,
          header: t('columns.name'),
          meta: { card: 'title' },
          cell: (info) => memberName(info.row.original),
        }),
        column.accessor('emailAddress', { header: t('columns.email'), meta: { card: 'subtitle' } }),
        column.accessor('role', {
          header: t('columns.role'),
          meta: { card: 'status' },
          cell: (info) => info.getValue() ?? '--',
        }),
      ]),
    [t],
  );
  const hiddenColumns = useMemo(() => (showsNameColumn(query.data ?? []) ? [] : [NAME_COLUMN]), [query.data]);
  return (
    <DataTable
      label={label}
      columns={columns}
      getRowId={(member) => member.id}
      {...pages}
      {...queryTableState(query)}
      emptyText={emptyText}
      filtered={false}
      hiddenColumns={hiddenColumns}
      rowActions={(member) => (
        <RowActionMenu
          label={member.emailAddress}
          actions={
            canRemove(member, signedInEmail)
              ? [
                  {
                    key: 'delete',
                    label: t('remove.action'),
                    icon: <IconTrash size={16} />,
                    color: 'red',
                    onClick: () => onRemove(member),
                  },
                ]
              : []
          }
        />
      )}
    />
  );
};
