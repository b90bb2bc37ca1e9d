/** The marketplace's data: clients, their transactions, invitations and the agent flag. */
import {
  getListAgentClientsQueryKey,
  getListAgentClientsQueryOptions,
  getListTrackedTransactionsQueryOptions,
  inviteAgentClient,
  removeAgentClient,
  updateAgent,
} from '@generated/api/agent/agent';
import { getGetCompanyQueryKey, getGetCompanyQueryOptions } from '@generated/api/company/company';
import { useAppMutation } from '@/lib/mutation';
import {
  ALL_FOR_CLIENT_PARAMS,
  toClientListParams,
  toTransactionListParams,
  type ClientsSearchValues,
  type TransactionsSearchValues,
} from './agent-search';
import { clientPage } from './client-page';

// The lists show their own error state with a retry button, so they do not retry by themselves.
export const agentClientsQueryOptions = (search: ClientsSearchValues) =>
  getListAgentClientsQueryOptions(toClientListParams(search), { query: { retry: false } });

export const trackedTransactionsQueryOptions = (search: TransactionsSearchValues) =>
  getListTrackedTransactionsQueryOptions(toTransactionListParams(search), { query: { retry: false } });

/** One client's transactions, paged here (the endpoint has no client parameter). */
export const clientTransactionsQueryOptions = (search: TransactionsSearchValues, client: string) =>
  getListTrackedTransactionsQueryOptions(ALL_FOR_CLIENT_PARAMS, {
    query: {
      retry: false,
      select: (list) => clientPage(list, client, toTransactionListParams(search)),
    },
  });

export const companyQueryOptions = () => getGetCompanyQueryOptions();

export const useRemoveAgentClient = () =>
  useAppMutation({
    mutationFn: (id: string) => removeAgentClient(id),
    invalidates: () => [getListAgentClientsQueryKey()],
    success: 'agent:messages.successfully deleted',
    error: 'agent:messages.unsuccessfully deleted',
  });

/** Each call creates a new invitation; the dialog shows its text or its own error. */
export const useInviteAgentClient = () => useAppMutation({ mutationFn: () => inviteAgentClient() });

export const useUpdateAgentFlag = () =>
  useAppMutation({
    mutationFn: ({ companyId, agentEnabled }: { companyId: string; agentEnabled: boolean }) =>
      updateAgent(companyId, { agentEnabled }),
    invalidates: () => [getGetCompanyQueryKey()],
    success: (_data, { agentEnabled }) =>
      agentEnabled ? 'agent:messages.agentOn' : 'agent:messages.agentOff',
    error: 'agent:messages.agentError',
  });
