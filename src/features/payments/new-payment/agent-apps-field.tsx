import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentAppsQueryOptions } from '../api';

type Props = { value: string[]; onChange: (apps: string[]) => void; disabled?: boolean };

/** The connected agent apps that may see the payment (only for agent clients, spec 2 §5). */
export const AgentAppsField = ({ value, onChange, disabled }: Props) => {
  const { t } = useTranslation('payments');
  const apps = useQuery(agentAppsQueryOptions(true));
  return (
    <MultiSelect
      label={t('form.agentApps')}
      description={t('form.agentAppsHint')}
      placeholder={value.length ? undefined : t('form.agentAppsPlaceholder')}
      data={(apps.data ?? []).map((app) => ({ value: app.applicationId, label: app.applicationName }))}
      value={value}
      onChange={onChange}
      disabled={disabled || apps.isPending}
      clearable
      comboboxProps={{ withinPortal: true }}
      data-testid="agent-apps"
    />
  );
};
