import { Indicator } from '@mantine/core';
import { IconBuildingBank, IconCopy, IconDownload, IconPencil, IconStar } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@generated/model/bankAccount';
import { actionTable } from '@/components/list';
import { useCopyBankAccountId, useMakeDefaultBankAccount } from './api';
import { accountName } from './bank-account-cells';
import { bankAccountActions, type BankAccountActionKey } from './bank-account-rules';
import { DownloadTransactionsDialog } from './download-transactions-dialog';
import { EditBankAccountDialog } from './edit-bank-account-dialog';

type Open = { kind: 'edit' | 'download'; account: BankAccount } | null;

const icons: Record<BankAccountActionKey, ReactNode> = {
  edit: <IconPencil size={16} />,
  copyId: <IconCopy size={16} />,
  makeDefault: <IconStar size={16} />,
  activateDirectDebit: <IconBuildingBank size={16} />,
  downloadTransactions: <IconDownload size={16} />,
};

type Options = {
  ebicsBics: ReadonlySet<string>;
  allowTransactionsCsv: boolean;
  onSetUpDirectDebit: (account: BankAccount) => void;
};

/** The row menu of an account (spec 1 §2) and the dialogs it opens. */
export const useBankAccountActions = ({ ebicsBics, allowTransactionsCsv, onSetUpDirectDebit }: Options) => {
  const { t } = useTranslation('company-money');
  const [open, setOpen] = useState<Open>(null);
  const copyId = useCopyBankAccountId();
  const makeDefault = useMakeDefaultBankAccount();
  const close = () => setOpen(null);

  const run: Record<BankAccountActionKey, (account: BankAccount) => void> = {
    edit: (account) => setOpen({ kind: 'edit', account }),
    copyId: ({ id }) => copyId.mutate({ id }),
    makeDefault: ({ id }) => makeDefault.mutate({ id }),
    activateDirectDebit: onSetUpDirectDebit,
    downloadTransactions: (account) => setOpen({ kind: 'download', account }),
  };

  const menu = (account: BankAccount) => {
    const actions: actionTable.MenuEntry[] = bankAccountActions(account, {
      ebicsBics,
      allowTransactionsCsv,
    }).map((action) => ({
      key: action.key,
      label: t(
        action.disabled ? 'bank.actions.activateDirectDebitUnsupported' : `bank.actions.${action.key}`,
      ),
      icon: action.highlighted ? (
        <Indicator size={8} color="red" offset={2} data-testid="direct-debit-indicator">
          {icons[action.key]}
        </Indicator>
      ) : (
        icons[action.key]
      ),
      disabled: action.disabled,
      onClick: () => run[action.key](account),
    }));
    return <actionTable.Menu actions={actions} label={accountName(account)} />;
  };

  const dialogs = (
    <>
      {open?.kind === 'edit' && <EditBankAccountDialog account={open.account} opened onClose={close} />}
      {open?.kind === 'download' && (
        <DownloadTransactionsDialog account={open.account} opened onClose={close} />
      )}
    </>
  );

  return { menu, dialogs };
};
