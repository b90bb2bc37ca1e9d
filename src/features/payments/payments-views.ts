import type { PaymentMethod } from '@generated/model/paymentMethod';
import type { PaymentState } from '@generated/model/paymentState';
import { daysBefore, type BuiltInView } from '@/components/list-views/built-in-views';

/** The states that went wrong: the home's attention list counts the same ones. */
const FAILED: PaymentState[] = ['ERROR', 'ABORTED', 'CHARGED_BACK'];
const PENDING: PaymentState[] = ['PENDING'];
const DIRECT_DEBIT: PaymentMethod[] = ['DIRECT_DEBIT'];
/** A payment is overdue once it is pending past the default payment term (spec 2: 30 days). */
export const OVERDUE_AFTER_DAYS = 30;

/** The payments list's own views. */
export const paymentViews: BuiltInView[] = [
  { id: 'failed', name: (t) => t('payments:views.failed'), search: () => ({ states: FAILED }) },
  {
    id: 'pending-direct-debits',
    name: (t) => t('payments:views.pendingDirectDebits'),
    search: () => ({ states: PENDING, methods: DIRECT_DEBIT }),
  },
  {
    id: 'overdue',
    name: (t) => t('payments:views.overdue'),
    search: (today) => ({ states: PENDING, to: daysBefore(today, OVERDUE_AFTER_DAYS) }),
  },
];
