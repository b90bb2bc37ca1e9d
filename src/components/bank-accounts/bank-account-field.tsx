import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { getListBankAccountsQueryOptions } from '@generated/api/bank-accounts/bank-accounts';
import type { BankAccount } from '@generated/model/bankAccount';
import { formatIban } from '@/lib/format';
import { useFieldError } from '../form/use-field-error';

const accountLabel = (account: BankAccount) =>
  [account.bankAccountLabel || account.bankName, formatIban(account.iban)].filter(Boolean).join(' · ');

type Props<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  disabled?: boolean;
};

/**
 * The company's bank account a document is paid into (subscriptions, instalment plans): a select
 * of the accounts that starts on the default one while the field is still empty.
 */
export const BankAccountField = <T extends FieldValues>({ name, label, disabled }: Props<T>) => {
  const { control } = useFormContext<T>();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const fieldError = useFieldError();
  const accounts = useQuery(getListBankAccountsQueryOptions({ query: { staleTime: 60_000 } }));
  const list = accounts.data?.bankAccounts;
  const value: unknown = field.value;
  const empty = typeof value !== 'string' || !value;
  const { onChange } = field;
  useEffect(() => {
    const preset = list?.find((account) => account.default) ?? list?.[0];
    if (preset && empty) onChange(preset.id);
  }, [list, empty, onChange]);
  return (
    <Select
      ref={ref}
      name={field.name}
      label={label}
      withAsterisk
      disabled={disabled || accounts.isPending}
      data={(list ?? []).map((account) => ({ value: account.id, label: accountLabel(account) }))}
      value={empty ? null : String(value)}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      allowDeselect={false}
      error={fieldError(fieldState.error)}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
