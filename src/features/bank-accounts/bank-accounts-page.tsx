import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnected } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@generated/model/bankAccount';
import { ListShell, StatusFilterNotice, useListSearch } from '@/components/list';
import { bankAccountsQueryOptions, ebicsBicsQueryOptions } from './api';
import { BankRowProvider } from './bank-accounts-columns';
import { bankAccountsList } from './bank-accounts-list';
import { ConnectBankDialog } from './connect-bank-dialog';
import { useBankAccountActions } from './use-bank-account-actions';

export type DirectDebitWizardProps = { account: BankAccount; onClose: () => void };

const noBics: ReadonlySet<string> = new Set();
const STATUS_FILTER = ['statuses'];

/**
 * /dashboard/company/bankaccount (spec 1 §2): the accounts without paging, their badges and row
 * actions, the connect dialog and, through the route, the direct debit wizard.
 */
export const BankAccountsPage = ({
  DirectDebitWizard,
}: {
  DirectDebitWizard: ComponentType<DirectDebitWizardProps>;
}) => {
  const { t } = useTranslation('company-money');
  const { search, setSearch } = useListSearch(bankAccountsList, { paging: 'screen' });
  const navigate = useNavigate();
  const list = useQuery(bankAccountsQueryOptions());
  const bics = useQuery(ebicsBicsQueryOptions());
  const ebicsBics = bics.data ?? noBics;
  const [connecting, setConnecting] = useState(false);
  const [directDebitFor, setDirectDebitFor] = useState<BankAccount | null>(null);

  const connectOpen = connecting || search.connect === true;
  const openConnect = () => setConnecting(true);
  const closeConnect = () => {
    setConnecting(false);
    if (search.connect)
      void navigate({ to: '.', search: (prev) => ({ ...prev, connect: undefined }), replace: true });
  };

  const rowOptions = useMemo(
    () => ({ ebicsBics, onSetUpDirectDebit: setDirectDebitFor, onRenew: () => setConnecting(true) }),
    [ebicsBics],
  );
  const actions = useBankAccountActions({
    ebicsBics,
    allowTransactionsCsv: list.data?.allowTransactionsCsv ?? false,
    onSetUpDirectDebit: setDirectDebitFor,
  });
  const allAccounts = list.data?.bankAccounts;
  const empty = allAccounts?.length === 0;
  const statuses = search.statuses;
  const clearStatuses = () => setSearch({ ...search, statuses: undefined });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('bank.title')}
        </Title>
        <Button leftSection={<IconPlugConnected size={16} />} onClick={openConnect}>
          {t('bank.connect')}
        </Button>
      </Group>
      {empty ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('bank.emptyTitle')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('bank.emptyText')}</Text>
            <Button size="xs" onClick={openConnect}>
              {t('bank.connect')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          <StatusFilterNotice statuses={statuses} onClear={clearStatuses} />
          <BankRowProvider value={rowOptions}>
            <ListShell
              config={bankAccountsList}
              search={search}
              onSearchChange={setSearch}
              filterKeys={STATUS_FILTER}
              rowActions={actions.menu}
            />
          </BankRowProvider>
        </Stack>
      )}
      {actions.dialogs}
      {connectOpen && <ConnectBankDialog onClose={closeConnect} />}
      {directDebitFor && (
        <DirectDebitWizard account={directDebitFor} onClose={() => setDirectDebitFor(null)} />
      )}
    </Stack>
  );
};
