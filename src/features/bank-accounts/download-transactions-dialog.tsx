import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@generated/model/bankAccount';
import { DateField } from '@/components/form/fields';
import { FormDialog } from '@/components/form/form-dialog';
import { formatIban } from '@/lib/format';
import { useDownloadTransactions } from './api';
import {
  DownloadTransactionsSchema,
  type DownloadTransactionsInput,
  type DownloadTransactionsValues,
} from './download-transactions-schema';

type Props = { account: BankAccount; opened: boolean; onClose: () => void };

/**
 * The booked transactions of a date range as transactions.csv (spec 1 §2). The pickers cannot be
 * typed into and have a reset; the download is possible once both days are set, the end after
 * the start.
 */
export const DownloadTransactionsDialog = ({ account, opened, onClose }: Props) => {
  const { t } = useTranslation(['company-money', 'lists']);
  const download = useDownloadTransactions();
  const form = useForm<DownloadTransactionsInput, unknown, DownloadTransactionsValues>({
    resolver: zodResolver(DownloadTransactionsSchema),
    defaultValues: { start: '', end: '' },
    mode: 'onChange',
  });
  // The order rule sits on the end date: a new start date checks it again.
  const start = useWatch({ control: form.control, name: 'start' });
  useEffect(() => {
    if (form.getValues('end')) void form.trigger('end');
  }, [start, form]);

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('transactions.title')}
      form={form}
      pending={download.isPending}
      submitLabel={t('transactions.download')}
      requireValid
      onSubmit={async ({ start, end }) => {
        await download.mutateAsync({ id: account.id, start, end });
        onClose();
      }}
    >
      <Text size="sm" c="dimmed">
        {account.bankAccountLabel || account.bankName} · {formatIban(account.iban)}
      </Text>
      <Group grow align="flex-start">
        <DateField<DownloadTransactionsInput>
          name="start"
          label={t('transactions.start')}
          placeholder={t('lists:filters.datePlaceholder')}
          clearable
          withAsterisk
        />
        <DateField<DownloadTransactionsInput>
          name="end"
          label={t('transactions.end')}
          placeholder={t('lists:filters.datePlaceholder')}
          clearable
          withAsterisk
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('transactions.hint')}
      </Text>
    </FormDialog>
  );
};
