import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import { listViews } from '@/components/list';

/** A draft is forgotten once it is this many days old (the home's attention list says the same). */
export const STALE_DRAFT_DAYS = 7;
const DRAFT: InvoiceStatus[] = ['DRAFT'];
const CONFLICT: InvoiceStatus[] = ['CONFLICT'];
const OPEN: InvoiceStatus[] = ['OPEN'];

/** The invoices list's own views. */
export const invoiceViews: listViews.BuiltIn[] = [
  {
    id: 'stale-drafts',
    name: (t) => t('invoices:views.staleDrafts'),
    search: (today) => ({ statuses: DRAFT, to: listViews.daysBefore(today, STALE_DRAFT_DAYS) }),
  },
  { id: 'conflict', name: (t) => t('invoices:views.conflict'), search: () => ({ statuses: CONFLICT }) },
  { id: 'open', name: (t) => t('invoices:views.open'), search: () => ({ statuses: OPEN }) },
];
