import type { TFunction } from 'i18next';
import type { TeamMember } from '@generated/model/teamMember';
import { defineList, listColumns, listQuery } from '@/components/list';
import type { ListSearch } from '@/lib/list-search';
import { teamInvitationsQueryOptions, teamMembersQueryOptions } from './api';
import { memberName, showsNameColumn } from './team-rules';

const column = listColumns.helper<TeamMember>();
const NAME_COLUMN = 'name';

const getTeamColumns = (t: TFunction<'team'>) =>
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
  ]);

const teamQuery = (options: ReturnType<typeof teamMembersQueryOptions>) => (search: ListSearch) =>
  listQuery.unpaged(options, (list) => list._embedded.userWithRoleList, search);

// Before the first answer, as with one: the name column shows only when someone has a name.
const hideName = (_: ListSearch, rows: readonly TeamMember[] | undefined) =>
  showsNameColumn(rows ?? []) ? [] : [NAME_COLUMN];

const teamCells = () => ({
  [NAME_COLUMN]: (row: TeamMember) => memberName(row),
  emailAddress: (row: TeamMember) => row.emailAddress,
  role: (row: TeamMember) => row.role,
});

/**
 * The active members (spec 1 §2), answered whole and paged here: name (when any has one), e-mail
 * and role. The export holds the same; no password or token is part of the answer.
 */
export const teamMembersList = defineList({
  listId: 'team-active',
  ns: 'team',
  query: teamQuery(teamMembersQueryOptions()),
  columns: getTeamColumns,
  texts: { label: 'tables.active', empty: 'empty.active' },
  hiddenColumns: hideName,
  export: { name: 'team', cells: teamCells, ids: { id: (row) => row.id } },
});

/** The pending invitations, as the members. */
export const teamInvitationsList = defineList({
  listId: 'team-pending',
  ns: 'team',
  query: teamQuery(teamInvitationsQueryOptions()),
  columns: getTeamColumns,
  texts: { label: 'tables.pending', empty: 'empty.pending' },
  hiddenColumns: hideName,
  export: { name: 'team-invitations', cells: teamCells, ids: { id: (row) => row.id } },
});
