import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createCreditBodyPurposeMax } from '@generated/zod/credits/credits.zod';
import { CustomerPicker } from '@/entities/customer/customer-picker';
import { AmountField, CheckboxField, SelectField, TextareaField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useFieldError } from '@/components/form/use-field-error';
import { formatIban } from '@/lib/format';
import { activeMandateQueryOptions, bankAccountsQueryOptions, useCreateCredit } from './api';
import {
  creditDefaults,
  CreditSchema,
  toCreateCreditBody,
  type CreditInput,
  type CreditValues,
} from './credit-schema';

type Props = {
  opened: boolean;
  /** Called with whether a credit was created. */
  onClose: (created: boolean) => void;
  /** A customer to start with (the customer's page). */
  customer?: Customer;
};

/**
 * Creates a credit (spec 3 §5): a customer with an active SEPA mandate, a bank account, an amount
 * above 0 and a purpose. A refused call shows the server's message and keeps what was typed.
 */
export const CreateCreditDialog = ({ opened, onClose, customer: initialCustomer }: Props) => {
  const { t } = useTranslation('credits');
  const create = useCreateCredit();
  const fieldError = useFieldError();
  const [customer, setCustomer] = useState<Customer | null>(initialCustomer ?? null);
  const form = useForm<CreditInput, unknown, CreditValues>({
    resolver: zodResolver(CreditSchema),
    defaultValues: creditDefaults(initialCustomer?.id),
    mode: 'onTouched',
  });
  const accounts = useQuery(bankAccountsQueryOptions());
  const customerId = customer?.id ?? '';
  const mandate = useQuery(activeMandateQueryOptions(customerId));
  const checking = Boolean(customerId) && mandate.isFetching;
  const missingMandate = Boolean(customerId) && !checking && mandate.data === false;

  // The default account is chosen to start with; its direct debit setting is the payload's flag.
  const firstAccount = accounts.data?.[0];
  useEffect(() => {
    if (!firstAccount || form.getValues('bankAccountId')) return;
    form.setValue('bankAccountId', firstAccount.id);
    form.setValue('directDebitActive', firstAccount.directDebitActive);
  }, [firstAccount, form]);

  const chooseAccount = (id: unknown) => {
    const account = accounts.data?.find((candidate) => candidate.id === id);
    if (account) form.setValue('directDebitActive', account.directDebitActive);
  };

  const submit = async (values: CreditValues) => {
    if (missingMandate || checking) return;
    await create.mutateAsync(toCreateCreditBody(values));
    form.reset(creditDefaults(initialCustomer?.id));
    setCustomer(initialCustomer ?? null);
    onClose(true);
  };

  const customerError =
    fieldError(form.formState.errors.debitorId) ??
    (missingMandate ? t('validation.customer missing sepa mandate') : undefined);

  return (
    <FormDialog
      opened={opened}
      onClose={() => onClose(false)}
      title={t('create.title')}
      form={form}
      pending={create.isPending}
      submitLabel={t('create.submit')}
      submitDisabled={missingMandate || checking}
      onSubmit={submit}
    >
      <CustomerPicker
        value={customer?.id}
        onChange={(next) => {
          setCustomer(next);
          form.setValue('debitorId', next?.id ?? '', { shouldValidate: true, shouldDirty: true });
        }}
        error={customerError}
        disabled={create.isPending}
      />
      {checking && (
        <Text size="xs" c="dimmed" role="status">
          <Loader size={10} mr={6} />
          {t('create.checkingMandate')}
        </Text>
      )}
      <SelectField<CreditInput>
        name="bankAccountId"
        label={t('create.bankAccount')}
        placeholder={accounts.isPending ? t('create.loadingAccounts') : undefined}
        withAsterisk
        data={(accounts.data ?? []).map((account) => ({
          value: account.id,
          label: [account.bankAccountLabel ?? account.bankName, formatIban(account.iban)]
            .filter(Boolean)
            .join(' · '),
        }))}
        onValueChange={chooseAccount}
        disabled={create.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      <AmountField<CreditInput>
        name="amount"
        label={t('create.amount')}
        withAsterisk
        min={0}
        disabled={create.isPending}
      />
      <TextareaField<CreditInput>
        name="purpose"
        label={t('create.purpose')}
        description={t('create.purposeHint', { max: createCreditBodyPurposeMax })}
        withAsterisk
        rows={2}
        disabled={create.isPending}
      />
      <CheckboxField<CreditInput>
        name="directDebitActive"
        label={t('create.directDebitActive')}
        disabled={create.isPending}
      />
    </FormDialog>
  );
};
