import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import type { ListSearch } from '@/lib/list-search';
import { CreateCreditDialog } from './create-credit-dialog';
import { CreditsList } from './credits-list';
import { useCreditActions } from './use-credit-actions';

type Props = {
  customer: Debitor;
  /** The tab's paging in the address. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

const noFilters: string[] = [];

/** The credits of one customer, for the customer's page: the list without its customer column. */
export const CustomerCredits = ({ customer, search, onSearchChange }: Props) => {
  const { t } = useTranslation('credits');
  const actions = useCreditActions({ inDetailView: false });
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('create.open')}
        </Button>
      </Group>
      <CreditsList
        search={{ page: search.page, size: search.size, debitorRef: customer.id }}
        onSearchChange={({ page, size }) => onSearchChange({ page, size })}
        filterKeys={noFilters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
      {creating && <CreateCreditDialog opened onClose={() => setCreating(false)} debitor={customer} />}
    </Stack>
  );
};
