import type { TFunction } from 'i18next';
import type { AgentClient } from '@generated/model/agentClient';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';

const column = listColumns.helper<AgentClient>();

/** The connected accounts' columns (spec 1 §2): company name, active or inactive. */
export const getClientColumns = (t: TFunction<'agent'>) =>
  column.columns([
    column.accessor('name', { header: t('clients.columns.name'), meta: { card: 'title' } }),
    column.accessor('active', {
      header: t('clients.columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="activity" value={info.getValue() ? 'ACTIVE' : 'INACTIVE'} />,
    }),
  ]);
