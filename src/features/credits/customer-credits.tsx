import type { Customer } from '@/entities/customer/customer';
import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/components/create-button';
import { CustomerListTab } from '@/components/list';
import { CreateCreditDialog } from './create-credit-dialog';
import { creditsList } from './credits-list';
import { useCreditActions } from './use-credit-actions';

type Props = { customer: Customer };

/** The credits of one customer, for the customer's page: the list without its customer column. */
export const CustomerCredits = ({ customer }: Props) => {
  const { t } = useTranslation('credits');
  const actions = useCreditActions({ inDetailView: false });
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <CreateButton onClick={() => setCreating(true)}>{t('create.open')}</CreateButton>
      </Group>
      <CustomerListTab config={creditsList} customer={customer} rowActions={actions.menu} />
      {actions.dialogs}
      {creating && <CreateCreditDialog opened onClose={() => setCreating(false)} customer={customer} />}
    </Stack>
  );
};
