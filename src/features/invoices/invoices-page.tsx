import { Button, Group, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/components/create-button';
import { ListShell, useListSearch } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import type { InvoiceLaunchers } from './invoice-launchers';
import { invoicesList } from './invoices-list';
import { useInvoiceActions } from './use-invoice-actions';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The export wizard loads when it is first opened.
const ExportDialog = lazyDialog(() => import('./export/export-dialog').then((module) => module.ExportDialog));

/** /dashboard/transactions/invoices (spec 3 §2.4): the list, its filters, create and export. */
export const InvoicesPage = ({ launch }: { launch: InvoiceLaunchers }) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const { search, setSearch } = useListSearch(invoicesList);
  const navigate = useNavigate();
  const actions = useInvoiceActions(launch);
  const [exporting, setExporting] = useState(false);

  // ?action=new opens the new invoice dialog once; the action leaves the address as it opens.
  const creatingFromQuery = search.action === 'new';
  useEffect(() => {
    if (!creatingFromQuery) return;
    launch.create();
    void navigate({ to: '.', search: (previous) => ({ ...previous, action: undefined }), replace: true });
  }, [creatingFromQuery, launch, navigate]);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} />}
            onClick={() => setExporting(true)}
          >
            {t('export.open')}
          </Button>
          <CreateButton onClick={() => launch.create()}>{t('create')}</CreateButton>
        </Group>
      </PageHeader>
      <ListShell
        config={invoicesList}
        search={search}
        onSearchChange={setSearch}
        rowActions={actions.menu}
        // The header's Export is this list's export: the invoice export of spec 3 §4.
        listExport={false}
      />
      {actions.dialogs}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            opened
            onClose={() => setExporting(false)}
            initial={{ statuses: search.statuses ?? [], from: search.from, to: search.to }}
          />
        </Suspense>
      )}
    </Stack>
  );
};
