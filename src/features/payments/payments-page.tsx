import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListShell, useListSearch } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { presetCustomerQueryOptions } from './api';
import { NewPaymentButton } from './new-payment-button';
import { NewPaymentLauncher, preloadNewPaymentDialog } from './new-payment-launcher';
import { paymentsList } from './payments-list';
import { PendingSummary } from './pending-summary';

type Props = {
  /** The import of payment requests behind the split button, passed in by the route. */
  renderImport: (onClose: () => void) => ReactNode;
};

/** /dashboard/transactions/payments (spec 3 §2.4). */
export const PaymentsPage = ({ renderImport }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const { search, setSearch } = useListSearch(paymentsList);
  const navigate = useNavigate();
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
    () => <ListShell config={paymentsList} search={search} onSearchChange={setSearch} />,
    [search, setSearch],
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
