import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { SummaryCard } from '@/components/data-table/summary-card';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import {
  hasActiveFilters,
  toPagerState,
  withFilters,
  withoutFilters,
  withPage,
  withPageSize,
  type ListFilters,
} from '@/lib/list-search';
import { debitorPendingQueryOptions, paymentsListQueryOptions, tenantPendingQueryOptions } from './api';
import { ImportComingSoonDialog } from './import-coming-soon-dialog';
import { NewPaymentButton } from './new-payment-button';
import { CUSTOMER_COLUMN, getPaymentColumns } from './payments-columns';
import { paymentStates, type PaymentsSearchValues } from './payments-search';
import { usePaymentActions } from './use-payment-actions';
import type { PaymentState } from '@generated/model/paymentState';

// The dialog and its upload, date and customer pieces load when it is first wanted, not with the list.
const loadNewPaymentDialog = () => import('./new-payment/new-payment-dialog');
const NewPaymentDialog = lazy(() =>
  loadNewPaymentDialog().then((module) => ({ default: module.NewPaymentDialog })),
);

type Props = {
  search: PaymentsSearchValues;
  onSearchChange: (search: PaymentsSearchValues) => void;
};

/** /dashboard/transactions/payments (spec 3 §2.4). */
export const PaymentsPage = ({ search, onSearchChange }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const navigate = useNavigate();
  const list = useQuery(paymentsListQueryOptions(search));
  const tenantSummary = useQuery(tenantPendingQueryOptions(!search.debitorId));
  const debitorSummary = useQuery(debitorPendingQueryOptions(search.debitorId));
  const summary = search.debitorId ? debitorSummary : tenantSummary;
  const columns = useMemo(() => getPaymentColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorId ? [CUSTOMER_COLUMN] : []), [search.debitorId]);
  const actions = usePaymentActions({ inDetailView: false });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const { page, size } = toPagerState(search);
  const filtered = hasActiveFilters(search);
  const stateOptions = paymentStates.map((state) => ({
    value: state,
    label: t(state === 'COMPLETED' ? 'lists:status.PAID' : `lists:status.${state}`),
  }));

  // Opened through the address (?action=new), closing leaves for the dashboard (spec 3 §2.4).
  const fromQuery = search.action === 'new';
  const closeNewPayment = (created: boolean) => {
    setCreating(false);
    if (!fromQuery) return;
    if (created) onSearchChange({ ...search, action: undefined, agent: undefined });
    else void navigate({ to: '/dashboard' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <NewPaymentButton
          onNew={() => setCreating(true)}
          onImport={() => setImporting(true)}
          onIntent={() => void loadNewPaymentDialog()}
        />
      </Group>
      <Group>
        <SummaryCard
          label={t('summary.pending')}
          total={summary.data?.total}
          count={summary.data?.count}
          loading={summary.isPending}
        />
      </Group>
      <FilterBar<PaymentState>
        value={search}
        onChange={(filters: Partial<ListFilters<PaymentState>>) =>
          onSearchChange(withFilters(search, filters))
        }
        stateOptions={stateOptions}
        searchPlaceholder={t('searchPlaceholder')}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={list.data?._embedded.payments}
        getRowId={(payment) => payment.id}
        totalElements={list.data?.page.totalElements ?? 0}
        page={page}
        pageSize={size}
        onPageChange={(next) => onSearchChange(withPage(search, next))}
        onPageSizeChange={(next) => onSearchChange(withPageSize(search, next))}
        loading={list.isPending}
        error={list.error}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        emptyText={t('no payments linked')}
        filtered={filtered}
        onClearFilters={() => onSearchChange(withoutFilters(search))}
        hiddenColumns={hiddenColumns}
        rowActions={actions.menu}
      />
      {actions.dialogs}
      {(creating || fromQuery) && (
        <Suspense fallback={null}>
          <NewPaymentDialog opened onClose={closeNewPayment} agent={search.agent} />
        </Suspense>
      )}
      <ImportComingSoonDialog opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
};
