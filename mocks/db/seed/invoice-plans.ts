/**
 * What the seed's invoices go through: each plan is a path through the invoice state machine,
 * chosen so every status, every type (drafts of all three included) and every event type appears.
 */
import type { Payment } from '../../../src-generated/model/payment';
import type { PaymentState } from '../../../src-generated/model/paymentState';
import type { InvoiceAction } from '../../areas/invoices/rules';

export type InvoicePlan = {
  path: InvoiceAction[];
  /** Range of the creation date, in days before the seed's "now". */
  age: [number, number];
  /** Cancelling an unpaid invoice is not allowed for direct debit, so such plans need online payers. */
  online?: boolean;
  paymentStatus?: string;
  /** The invoice was matched to a payment that already existed (EXISTING_PAYMENT_LINKED). */
  existingPayment?: boolean;
  /** The corrective invoice that replaced this one was paid afterwards. */
  correctivePaid?: boolean;
  /** A cancellation invoice was started but is still a draft. */
  draftCancellation?: boolean;
  deletedCustomer?: boolean;
  /** A payment of the payments seed that belongs to this invoice (payment.invoice.internalRef). */
  payment?: Payment;
};

const repeat = (count: number, make: (index: number) => InvoicePlan) =>
  Array.from({ length: count }, (_, index) => make(index));

export const invoicePlans = (): InvoicePlan[] => [
  ...repeat(10, () => ({ path: [], age: [0, 20] })),
  ...repeat(16, () => ({ path: ['finalize'], age: [1, 28] })),
  ...repeat(2, () => ({ path: ['finalize', 'paymentCancelled', 'reopen'], age: [15, 28], online: true })),
  ...repeat(22, (index) => ({
    path: ['finalize', 'paid'],
    age: [10, 300],
    existingPayment: index % 4 === 1,
    deletedCustomer: index < 2,
  })),
  ...repeat(6, (index) => ({
    path: ['finalize', 'conflict'],
    age: [8, 90],
    paymentStatus: index % 2 === 0 ? 'INITIATED' : 'CHARGED_BACK',
  })),
  ...repeat(6, (index) => ({
    path: index < 2 ? ['finalize', 'remind', 'remind'] : ['finalize', 'remind'],
    age: [36, 60],
  })),
  ...repeat(5, () => ({ path: ['finalize', 'remind', 'dun'], age: [60, 110] })),
  ...repeat(4, () => ({ path: ['finalize', 'remind', 'dun', 'writeOff'], age: [130, 300] })),
  ...repeat(6, (index) => ({
    path:
      index % 2 ? ['finalize', 'remind', 'cancelledByCancellation'] : ['finalize', 'cancelledByCancellation'],
    age: [40, 250],
    online: true,
  })),
  ...repeat(4, () => ({ path: ['finalize', 'paid', 'cancelledByCancellation'], age: [20, 120] })),
  ...repeat(4, () => ({
    path: ['finalize', 'paid', 'cancelledByCancellation', 'completeRefund'],
    age: [60, 300],
  })),
  ...repeat(5, (index) => ({
    path:
      index < 3
        ? ['finalize', 'correct', 'cancelledByCorrection']
        : ['finalize', 'paid', 'correct', 'cancelledByCorrection'],
    age: [20, 250],
    correctivePaid: index >= 3,
  })),
  ...repeat(3, () => ({ path: ['finalize'], age: [3, 25], online: true, draftCancellation: true })),
  ...repeat(3, (index) => ({
    path: index ? ['finalize', 'correct'] : ['finalize', 'paid', 'correct'],
    age: [5, 25],
  })),
];

/** The status a plan ends in, for matching it with a payment of the same stage. */
const finalStage = (path: InvoiceAction[]) => {
  if (path.includes('completeRefund')) return 'REFUNDED';
  if (path.includes('cancelledByCancellation')) return path.includes('paid') ? 'REFUNDING' : 'CANCELLED';
  if (path.includes('cancelledByCorrection') || path.includes('paymentCancelled')) return 'OTHER';
  if (path.includes('paid')) return 'PAID';
  if (path.includes('conflict') || path.includes('writeOff')) return 'FAILED';
  return path.length ? 'UNPAID' : 'OTHER';
};

const STAGE_OF_PAYMENT: Record<PaymentState, ReturnType<typeof finalStage>> = {
  COMPLETED: 'PAID',
  VERIFIED: 'PAID',
  PENDING: 'UNPAID',
  MANUAL: 'UNPAID',
  CREATING: 'UNPAID',
  ERROR: 'FAILED',
  ABORTED: 'FAILED',
  CHARGED_BACK: 'FAILED',
  CANCELLED: 'CANCELLED',
  REFUND_IN_PROGRESS: 'REFUNDING',
  REFUND_COMPLETED: 'REFUNDED',
};

const CANONICAL_PATH: Record<ReturnType<typeof finalStage>, InvoiceAction[] | undefined> = {
  PAID: ['finalize', 'paid'],
  UNPAID: ['finalize'],
  FAILED: ['finalize', 'conflict'],
  CANCELLED: ['finalize', 'cancelledByCancellation'],
  REFUNDING: ['finalize', 'paid', 'cancelledByCancellation'],
  REFUNDED: ['finalize', 'paid', 'cancelledByCancellation', 'completeRefund'],
  OTHER: undefined,
};

/**
 * Gives every invoice payment of the payments seed an invoice in the matching stage: a free plan
 * when there is one, else a plan of its own.
 */
export const linkPayments = (plans: InvoicePlan[], payments: Payment[]) => {
  for (const payment of payments) {
    if (!payment.invoice?.internalRef || !payment.debitorRef) continue;
    const stage = STAGE_OF_PAYMENT[payment.state];
    const directDebit = payment.paymentMethod === 'DIRECT_DEBIT';
    const fits = (plan: InvoicePlan) =>
      !plan.payment &&
      !plan.deletedCustomer &&
      !plan.draftCancellation &&
      finalStage(plan.path) === stage &&
      !(plan.online && directDebit);
    const free = plans.find(fits);
    if (free) {
      free.payment = payment;
      continue;
    }
    const path = CANONICAL_PATH[stage];
    if (path && !(stage === 'CANCELLED' && directDebit)) plans.push({ path, age: [0, 0], payment });
  }
  return plans;
};
