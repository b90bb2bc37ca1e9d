import { Group, Stack, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentState } from '@generated/model/paymentState';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { withFilters } from '@/lib/list-search';
import { ImportComingSoonDialog } from './import-coming-soon-dialog';
import { NewPaymentButton } from './new-payment-button';
import { PaymentsList } from './payments-list';
import { paymentStates, type PaymentsSearchValues } from './payments-search';
import { PendingSummary } from './pending-summary';
import { usePaymentActions } from './use-payment-actions';

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
  const actions = usePaymentActions({ inDetailView: false });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
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
        <PendingSummary debitorId={search.debitorId} />
      </Group>
      <FilterBar<PaymentState>
        value={search}
        onChange={(filters) => onSearchChange(withFilters(search, filters))}
        stateOptions={stateOptions}
        searchPlaceholder={t('searchPlaceholder')}
      />
      <PaymentsList search={search} onSearchChange={onSearchChange} rowActions={actions.menu} />
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
