import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SummaryCard } from '@/components/summary-card';
import { customerPendingQueryOptions, tenantPendingQueryOptions } from './api';

/** The pending payments of the company, or of the one customer the list is filtered to. */
export const PendingSummary = ({ debitorId: customerId }: { debitorId: string | undefined }) => {
  const { t } = useTranslation('payments');
  const tenant = useQuery(tenantPendingQueryOptions(!customerId));
  const customer = useQuery(customerPendingQueryOptions(customerId));
  const summary = customerId ? customer : tenant;
  return (
    <SummaryCard
      label={t('summary.pending')}
      total={summary.data?.total}
      count={summary.data?.count}
      loading={summary.isPending}
    />
  );
};
