/**
 * The invoices' actions (spec 3 §4), each declared once: the row menu and the list's bulk actions
 * are both made from this table (action-table.ts). Which state offers which action is the pure
 * table of invoice-actions.ts; here each action gets its label, icon, reasons and calls.
 */
import {
  IconBan,
  IconCheck,
  IconClockHour4,
  IconDownload,
  IconEdit,
  IconFileSearch,
  IconReceiptRefund,
  IconTrash,
  IconWriting,
} from '@tabler/icons-react';
import { deleteInvoice, getInvoicePdf } from '@generated/api/invoices/invoices';
import type { Invoice } from '@generated/model/invoice';
import { actionTable } from '@/components/list';
import { downloadBase64Pdf } from '@/lib/download';
import {
  invoiceActionKeys,
  invoiceActions,
  type InvoiceAction,
  type InvoiceForActions,
  type OfferedAction,
} from './invoice-actions';

const offer = (invoice: InvoiceForActions, action: InvoiceAction) =>
  invoiceActions(invoice).find((offered) => offered.action === action);

/** Takes an invoice where its menu offers the action (enabled or not); otherwise the reason. */
export const invoiceRule =
  (action: InvoiceAction, reason = 'lists:bulk.notOffered') =>
  (invoice: InvoiceForActions): string | null =>
    offer(invoice, action) ? null : reason;

/** The text under a disabled entry, by the reason invoice-actions.ts gives. */
const hints: Record<NonNullable<OfferedAction['disabledReason']>, string> = {
  notAllowedForDirectDebit: 'invoices:actions.notAllowedForDirectDebit',
};

/** Why an offered entry cannot run (a direct-debit invoice is cancelled only once paid). */
export const invoiceDisabled =
  (action: InvoiceAction) =>
  (invoice: InvoiceForActions): string | null => {
    const disabledReason = offer(invoice, action)?.disabledReason;
    return disabledReason ? hints[disabledReason] : null;
  };

/** The reason an invoice is skipped, by action (the actions the list runs on many invoices). */
const reasons: Partial<Record<InvoiceAction, string>> = {
  delete: 'bulk.skip.notDraft',
  downloadPdf: 'bulk.skip.noPdf',
};

/** An action's rule on many invoices (as the table's bulk action has it): null, or the reason. */
export const invoiceRuleOnMany = (action: InvoiceAction) =>
  actionTable.ruleOnMany({ rule: invoiceRule(action, reasons[action]), disabled: invoiceDisabled(action) });

const icons: Record<InvoiceAction, actionTable.Entry<Invoice>['icon']> = {
  edit: <IconEdit size={16} />,
  cancel: <IconBan size={16} />,
  correct: <IconWriting size={16} />,
  delete: <IconTrash size={16} />,
  completeRefund: <IconReceiptRefund size={16} />,
  finalize: <IconCheck size={16} />,
  downloadPdf: <IconDownload size={16} />,
  events: <IconClockHour4 size={16} />,
  details: <IconFileSearch size={16} />,
};

/** What an action adds to its row-menu entry: its colour, a run on many invoices. */
const extra: Partial<Record<InvoiceAction, Partial<actionTable.Entry<Invoice, InvoiceAction>>>> = {
  cancel: { color: 'red' },
  delete: {
    color: 'red',
    bulkLabel: 'invoices:bulk.delete',
    // The selection bar's first button, as before the table.
    bulkLast: false,
    call: (invoice, signal) => deleteInvoice(invoice.id, { signal }),
  },
  downloadPdf: {
    bulkLabel: 'invoices:bulk.downloadPdf',
    // One after another: a browser saves files one at a time and asks once for several.
    concurrency: 1,
    call: async (invoice, signal) => downloadBase64Pdf(await getInvoicePdf(invoice.id, { signal })),
  },
};

/** The invoices' action table: the menu's entries in their order, and the bulk actions. */
export const invoiceActionTable: actionTable.Table<Invoice, InvoiceAction> = invoiceActionKeys.map(
  (action) => ({
    id: action,
    label: `invoices:actions.${action}`,
    icon: icons[action],
    rule: invoiceRule(action, reasons[action]),
    disabled: invoiceDisabled(action),
    ...extra[action],
  }),
);
