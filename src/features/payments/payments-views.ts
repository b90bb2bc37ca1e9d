import type { PaymentMethod } from '@generated/model/paymentMethod';
import type { PaymentState } from '@generated/model/paymentState';
import { listViews } from '@/components/list';

/** The states that went wrong: the home's attention list counts the same ones. */
const FAILED: PaymentState[] = ['ERROR', 'ABORTED', 'CHARGED_BACK'];
const PENDING: PaymentState[] = ['PENDING'];
const DIRECT_DEBIT: PaymentMethod[] = ['DIRECT_DEBIT'];
/** A payment is overdue once it is pending past the default payment term (spec 2: 30 days). */
export const OVERDUE_AFTER_DAYS = 30;

/** The payments list's own views. */
export const paymentViews: listViews.BuiltIn[] = [
  { id: 'failed', name: (t) => t('payments:views.failed'), search: () => ({ states: FAILED }) },
  {
    id: 'pending-direct-debits',
    name: (t) => t('payments:views.pendingDirectDebits'),
    search: () => ({ states: PENDING, methods: DIRECT_DEBIT }),
  },
  {
    id: 'overdue',
    name: (t) => t('payments:views.overdue'),
    search: (today) => ({ states: PENDING, to: listViews.daysBefore(today, OVERDUE_AFTER_DAYS) }),
  },
];
