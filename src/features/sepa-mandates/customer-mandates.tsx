import type { Customer } from '@/entities/customer/customer';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SepaMandate } from '@generated/model/sepaMandate';
import { CreateButton } from '@/components/create-button';
import { CustomerListTab, actionTable } from '@/components/list';
import { DeactivateMandateDialog } from './deactivate-mandate-dialog';
import { mandateActionTable } from './mandate-action-table';
import { mandateDefaults, MandateSchema, type MandateInput, type MandateValues } from './mandate-schema';
import { mandatesList } from './mandates-list';
import { NewMandateDialog } from './new-mandate-dialog';

type Props = { customer: Customer };

/** The SEPA mandates tab of a customer: the 'new SEPA mandate' button, the list, its dialogs. */
export const CustomerMandates = ({ customer }: Props) => {
  const { t } = useTranslation('mandates');
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<SepaMandate | null>(null);
  // The form outlives the dialog: after a failed creation reopening shows what was typed.
  const form = useForm<MandateInput, unknown, MandateValues>({
    resolver: zodResolver(MandateSchema),
    defaultValues: mandateDefaults(customer.id),
    mode: 'onTouched',
  });

  const menu = (mandate: SepaMandate) => (
    <actionTable.Menu
      label={mandate.mandateReference}
      actions={actionTable.menu(mandateActionTable, mandate, {
        label: t,
        onSelect: () => setDeactivating(mandate),
      })}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <CreateButton onClick={() => setCreating(true)}>{t('new SEPA mandate')}</CreateButton>
      </Group>
      <CustomerListTab config={mandatesList} customer={customer} rowActions={menu} />
      <NewMandateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        form={form}
        customer={customer}
      />
      <DeactivateMandateDialog mandate={deactivating} onClose={() => setDeactivating(null)} />
    </Stack>
  );
};
