import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { IconBan, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import type { SepaMandate } from '@generated/model/sepaMandate';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import type { ListSearch } from '@/lib/list-search';
import { DeactivateMandateDialog } from './deactivate-mandate-dialog';
import { mandateActions } from './mandate-actions';
import { mandateDefaults, MandateSchema, type MandateInput, type MandateValues } from './mandate-schema';
import { MandatesList } from './mandates-list';
import { NewMandateDialog } from './new-mandate-dialog';

type Props = {
  customer: Debitor;
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

/** The SEPA mandates tab of a customer: the 'new SEPA mandate' button, the list, its dialogs. */
export const CustomerMandates = ({ customer, search, onSearchChange }: Props) => {
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
    <RowActionMenu
      label={mandate.mandateReference}
      actions={mandateActions(mandate).map((action) => ({
        key: action,
        label: t(`actions.${action}`),
        icon: <IconBan size={16} />,
        color: 'red',
        onClick: () => setDeactivating(mandate),
      }))}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('new SEPA mandate')}
        </Button>
      </Group>
      <MandatesList
        debitorId={customer.id}
        search={search}
        onSearchChange={onSearchChange}
        rowActions={menu}
      />
      <NewMandateDialog opened={creating} onClose={() => setCreating(false)} form={form} debitor={customer} />
      <DeactivateMandateDialog mandate={deactivating} onClose={() => setDeactivating(null)} />
    </Stack>
  );
};
