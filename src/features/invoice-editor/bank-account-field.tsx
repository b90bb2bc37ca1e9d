import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/fields';
import { formatIban } from '@/lib/format';
import { bankAccountsQueryOptions } from './api';
import type { InvoiceFormInput } from './invoice-schema';

/** The creditor bank account the invoice names; without any, invoices cannot be created (spec 2 §5). */
export const BankAccountField = ({ disabled }: { disabled?: boolean }) => {
  const { t } = useTranslation('invoice-editor');
  const accounts = useQuery(bankAccountsQueryOptions());
  const list = accounts.data ?? [];
  if (accounts.isSuccess && list.length === 0)
    return (
      <Alert color="red" role="alert" title={t('validation.creditorBankAccount is unknown')}>
        {t('form.noBankAccount')}
      </Alert>
    );
  return (
    <SelectField<InvoiceFormInput>
      name="creditorBankAccountId"
      label={t('form.bankAccount')}
      withAsterisk
      allowDeselect={false}
      disabled={disabled || accounts.isPending}
      data={list.map((account) => ({
        value: account.id,
        label: [account.bankAccountLabel ?? account.bankName, formatIban(account.iban)]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
  );
};
