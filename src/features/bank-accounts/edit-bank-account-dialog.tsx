import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@generated/model/bankAccount';
import { updateBankAccountBodyBankAccountLabelMax } from '@generated/zod/bank-accounts/bank-accounts.zod';
import { TextField } from '@/components/form/text-fields';
import { FormDialog } from '@/components/form/form-dialog';
import { formatIban } from '@/lib/format';
import { useEditBankAccountLabel } from './api';
import {
  EditBankAccountSchema,
  type EditBankAccountInput,
  type EditBankAccountValues,
} from './edit-bank-account-schema';

type Props = { account: BankAccount; opened: boolean; onClose: () => void };

/** Changes an account's label (spec 1 §2 edit bank account dialog). */
export const EditBankAccountDialog = ({ account, opened, onClose }: Props) => {
  const { t } = useTranslation('company-money');
  const edit = useEditBankAccountLabel();
  const form = useForm<EditBankAccountInput, unknown, EditBankAccountValues>({
    resolver: zodResolver(EditBankAccountSchema),
    defaultValues: { bankAccountLabel: account.bankAccountLabel ?? '' },
    mode: 'onChange',
  });
  const length = useWatch({ control: form.control, name: 'bankAccountLabel' }).length;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('bank.edit.title')}
      form={form}
      pending={edit.isPending}
      submitLabel={t('bank.edit.submit')}
      onSubmit={async ({ bankAccountLabel }) => {
        await edit.mutateAsync({ id: account.id, bankAccountLabel });
        onClose();
      }}
    >
      <Text size="sm" c="dimmed">
        {account.bankName} · {formatIban(account.iban)}
      </Text>
      <TextField<EditBankAccountInput>
        name="bankAccountLabel"
        label={t('bank.edit.label')}
        description={t('bank.edit.labelHint', {
          count: length,
          max: updateBankAccountBodyBankAccountLabelMax,
        })}
        data-autofocus
      />
    </FormDialog>
  );
};
