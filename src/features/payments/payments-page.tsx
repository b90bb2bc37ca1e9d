import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListShell } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { presetCustomerQueryOptions } from './api';
import { NewPaymentButton } from './new-payment-button';
import { NewPaymentLauncher, preloadNewPaymentDialog } from './new-payment-launcher';
import { paymentFilters } from './payments-filters';
import { paymentsList } from './payments-list';
import type { PaymentsSearchValues } from './payments-search';
import { PendingSummary } from './pending-summary';
import { usePaymentActions } from './use-payment-actions';
import { perLanguage } from '@/lib/per-language';

/** The filters, made once per language. */
const filtersFor = perLanguage(paymentFilters);

const route = getRouteApi('/dashboard/transactions/payments/');

type Props = {
  /** The import of payment requests behind the split button, passed in by the route. */
  renderImport: (onClose: () => void) => ReactNode;
};

/** /dashboard/transactions/payments (spec 3 §2.4). */
export const PaymentsPage = ({ renderImport }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const search = route.useSearch();
  const navigateList = route.useNavigate();
  const navigate = useNavigate();
  const setSearch = useCallback(
    (next: PaymentsSearchValues) => void navigateList({ search: next }),
    [navigateList],
  );
  const filters = useMemo(() => filtersFor(t), [t]);
  const actions = usePaymentActions({ inDetailView: false });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  // Opened through the address (?action=new), closing leaves for the dashboard (spec 3 §2.4).
  const fromQuery = search.action === 'new';
  // ?action=new&debitorId= starts the dialog with that customer (an unknown one: with none).
  const presetId = fromQuery ? search.debitorId : undefined;
  const preset = useQuery(presetCustomerQueryOptions(presetId));
  const presetPending = Boolean(presetId) && preset.isPending;
  const closeNewPayment = (created: boolean) => {
    setCreating(false);
    if (!fromQuery) return;
    if (created) setSearch({ ...search, action: undefined, agent: undefined });
    else void navigate({ to: '/dashboard' });
  };

  // The list is made again only when what it shows changes, not when a dialog opens or closes.
  const list = useMemo(
    () => (
      <ListShell
        config={paymentsList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={actions.menu}
      />
    ),
    [search, setSearch, filters, actions.menu],
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <NewPaymentButton
          onNew={() => setCreating(true)}
          onImport={() => setImporting(true)}
          onIntent={() => void preloadNewPaymentDialog()}
        />
      </PageHeader>
      <Group>
        <PendingSummary debitorId={search.debitorId} />
      </Group>
      {list}
      {actions.dialogs}
      {(creating || fromQuery) && !presetPending && (
        <NewPaymentLauncher
          opened
          onClose={closeNewPayment}
          agent={search.agent}
          customer={fromQuery ? preset.data : undefined}
        />
      )}
      {importing && renderImport(() => setImporting(false))}
    </Stack>
  );
};
