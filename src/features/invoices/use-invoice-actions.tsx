import type { Customer } from '@/entities/customer/customer';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { useDownloadInvoicePdf } from './api';
import type { OpenDialog } from './invoice-action-dialogs';
import type { InvoiceAction } from './invoice-actions';
import { invoiceCustomerName } from './invoice-customer';
import type { InvoiceLaunchers } from './invoice-launchers';
import { InvoiceRowMenu } from './invoice-row-menu';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialogs load when one is first opened, not with the list.
const InvoiceActionDialogs = lazyDialog(() =>
  import('./invoice-action-dialogs').then((module) => module.InvoiceActionDialogs),
);

/**
 * The action menu of an invoice (spec 3 §4) and the dialogs its entries open. Edit, cancel and
 * correction open the invoice dialogs through `launch`. Render `dialogs` once; call
 * `menu(invoice)` per row.
 */
export const useInvoiceActions = (launch: InvoiceLaunchers) => {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const download = useDownloadInvoicePdf();
  const [open, setOpen] = useState<OpenDialog>(null);

  const customerOf = (invoice: Invoice, customer: Customer | undefined) => {
    const named = invoiceCustomerName(customer ?? invoice.debitor);
    return named.name || t('unknownCustomer');
  };

  const run = (action: InvoiceAction, invoice: Invoice, customer: Customer | undefined) => {
    switch (action) {
      case 'edit':
        return launch.edit(invoice);
      case 'cancel':
        return launch.cancel(invoice);
      case 'correct':
        return launch.correct(invoice);
      case 'downloadPdf':
        return download.mutate(invoice);
      case 'details':
        return void navigate({ to: '/dashboard/transactions/invoices/$id', params: { id: invoice.id } });
      default:
        return setOpen({ action, invoice, customer: customerOf(invoice, customer) });
    }
  };

  const menu = (invoice: Invoice) => (
    <InvoiceRowMenu
      invoice={invoice}
      label={`${invoice.invoiceNumber ?? t(`type.${invoice.invoiceType}`)} · ${customerOf(invoice, undefined)}`}
      onAction={run}
    />
  );

  const dialogs = open && (
    <Suspense fallback={null}>
      <InvoiceActionDialogs open={open} onClose={() => setOpen(null)} />
    </Suspense>
  );
  return { menu, dialogs };
};
