import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SummaryCard } from '@/components/data-table/summary-card';
import { debitorPendingQueryOptions, tenantPendingQueryOptions } from './api';

/** The pending payments of the company, or of the one customer the list is filtered to. */
export const PendingSummary = ({ debitorId }: { debitorId: string | undefined }) => {
  const { t } = useTranslation('payments');
  const tenant = useQuery(tenantPendingQueryOptions(!debitorId));
  const debitor = useQuery(debitorPendingQueryOptions(debitorId));
  const summary = debitorId ? debitor : tenant;
  return (
    <SummaryCard
      label={t('summary.pending')}
      total={summary.data?.total}
      count={summary.data?.count}
      loading={summary.isPending}
    />
  );
};
