import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { createContext, use } from 'react';
import type { BankAccount } from '@generated/model/bankAccount';
import { listColumns } from '@/components/list';
import { formatIban } from '@/lib/format';
import { bankAccountView } from './bank-account-rules';
import { DefaultCell, PaymentMethodsCell, StatusCell } from './bank-account-cells';

const column = listColumns.helper<BankAccount>();

/** What the cells read of the page: the banks with direct debit setup, the wizard and renewal. */
export type BankRowOptions = {
  ebicsBics: ReadonlySet<string>;
  onSetUpDirectDebit: (account: BankAccount) => void;
  onRenew: () => void;
};

const BankRowContext = createContext<BankRowOptions>({
  ebicsBics: new Set(),
  onSetUpDirectDebit: () => undefined,
  onRenew: () => undefined,
});
export const BankRowProvider = BankRowContext.Provider;

const Methods = ({ account }: { account: BankAccount }) => {
  const { ebicsBics, onSetUpDirectDebit } = use(BankRowContext);
  return (
    <PaymentMethodsCell
      account={account}
      view={bankAccountView(account, ebicsBics)}
      onSetUpDirectDebit={() => onSetUpDirectDebit(account)}
    />
  );
};

const Status = ({ account }: { account: BankAccount }) => {
  const { ebicsBics, onRenew } = use(BankRowContext);
  return <StatusCell account={account} view={bankAccountView(account, ebicsBics)} onRenew={onRenew} />;
};

/** The bank accounts' columns (spec 1 §2): default, bank, label, BIC, IBAN, payment methods, status. */
export const getBankAccountColumns = (t: TFunction<'company-money'>) =>
  column.columns([
    column.accessor('default', {
      header: t('bank.columns.default'),
      meta: { card: 'status', width: 80 },
      cell: (info) => <DefaultCell account={info.row.original} />,
    }),
    column.accessor('bankName', {
      header: t('bank.columns.bank'),
      meta: { card: 'title' },
      cell: (info) => info.getValue() ?? '--',
    }),
    column.accessor('bankAccountLabel', {
      header: t('bank.columns.label'),
      meta: { card: 'subtitle' },
      cell: (info) => info.getValue() || '--',
    }),
    column.accessor('bic', {
      header: t('bank.columns.bic'),
      cell: (info) => (
        <Text size="sm" ff="monospace">
          {info.getValue() ?? '--'}
        </Text>
      ),
    }),
    column.accessor('iban', {
      header: t('bank.columns.iban'),
      meta: { card: 'subtitle', nowrap: true },
      cell: (info) => (
        <Text size="sm" ff="monospace" data-testid="iban">
          {formatIban(info.getValue())}
        </Text>
      ),
    }),
    column.display({
      id: 'paymentMethods',
      header: t('bank.columns.paymentMethods'),
      meta: { card: 'status' },
      cell: (info) => <Methods account={info.row.original} />,
    }),
    column.accessor('status', {
      header: t('bank.columns.status'),
      meta: { card: 'status' },
      cell: (info) => <Status account={info.row.original} />,
    }),
  ]);
