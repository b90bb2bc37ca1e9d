import { Alert, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBankAccountsQueryKey } from '@generated/api/bank-accounts/bank-accounts';
import type { BankAccount } from '@generated/model/bankAccount';
import { formatIban } from '@/lib/format';
import { companyQueryOptions, ebicsConnectionQueryOptions } from './api';
import { DirectDebitSteps } from './direct-debit-steps';

type Props = { account: BankAccount; onClose: () => void };

/**
 * The direct debit (EBICS) wizard of a bank account, a dialog that opens at the step its
 * connection's status says (spec 1 §2, §4). Rendered while open.
 */
export const DirectDebitWizard = ({ account, onClose }: Props) => {
  const { t } = useTranslation('company-money');
  const queryClient = useQueryClient();
  const connection = useQuery(ebicsConnectionQueryOptions(account.ebicsConnectionReference ?? ''));
  const company = useQuery(companyQueryOptions());
  const status = connection.data?.status;
  const closeRequestRef = useRef<((close: () => void) => void) | null>(null);
  const close = () => (closeRequestRef.current ? closeRequestRef.current(onClose) : onClose());

  // The bank switched direct debit on while the wizard was open: the list shows it too.
  useEffect(() => {
    if (status === 'ACTIVE') void queryClient.invalidateQueries({ queryKey: getListBankAccountsQueryKey() });
  }, [status, queryClient]);

  return (
    <Modal
      opened
      onClose={close}
      title={t('directDebit.title')}
      // Wide enough for the five step titles on one line.
      size={960}
      closeOnClickOutside={false}
      centered
    >
      <Text size="sm" c="dimmed" mb="md">
        {account.bankAccountLabel || account.bankName} · {formatIban(account.iban)}
      </Text>
      {(connection.isPending || company.isPending) && (
        <Center mih={240}>
          <Loader aria-label={t('directDebit.loading')} />
        </Center>
      )}
      {connection.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('directDebit.loadFailed')}
        >
          <Group justify="space-between">
            <Text size="sm">{t('directDebit.loadFailedText')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void connection.refetch()}>
              {t('directDebit.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {connection.data && !company.isPending && (
        <DirectDebitSteps
          connection={connection.data}
          account={account}
          company={company.data}
          onClose={onClose}
          closeRequestRef={closeRequestRef}
        />
      )}
    </Modal>
  );
};
