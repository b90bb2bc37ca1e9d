import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyQueryOptions, useUpdateAgentFlag } from './api';

/** The company's agent function on or off (PATCH /agent/{id}). */
export const AgentFlagSwitch = () => {
  const { t } = useTranslation('agent');
  const { data: company } = useQuery(companyQueryOptions());
  const update = useUpdateAgentFlag();
  const checked = update.isPending ? update.variables.agentEnabled : (company?.agentEnabled ?? false);
  return (
    <Switch
      label={t('flag.label')}
      description={t('flag.description')}
      checked={checked}
      disabled={!company || update.isPending}
      onChange={(event) =>
        company && update.mutate({ companyId: company.id, agentEnabled: event.currentTarget.checked })
      }
    />
  );
};
