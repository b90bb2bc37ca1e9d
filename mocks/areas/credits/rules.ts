/**
 * A credit (payout to a customer) is created, handed to the bank and then sent or failed
 * (spec 3 §4: states CREATING, PENDING, SENT, ERROR; events CREATED, PENDING, SENT, ERROR).
 */
import type { CreditEventType } from '../../../src-generated/model/creditEventType';
import type { CreditStatus } from '../../../src-generated/model/creditStatus';

export const CREDIT_TRANSITIONS: Record<CreditStatus, readonly CreditStatus[]> = {
  CREATING: ['PENDING', 'ERROR'],
  PENDING: ['SENT', 'ERROR'],
  SENT: [],
  ERROR: [],
};

/** The event each status is entered with; CREATING is entered by the creation itself. */
export const CREDIT_EVENT_OF: Record<CreditStatus, CreditEventType> = {
  CREATING: 'CREATED',
  PENDING: 'PENDING',
  SENT: 'SENT',
  ERROR: 'ERROR',
};

export const canMoveCredit = (from: CreditStatus, to: CreditStatus) => CREDIT_TRANSITIONS[from].includes(to);

/** The statuses a credit went through to reach `status`, from its creation. */
export const creditPath = (status: CreditStatus): CreditStatus[] => {
  if (status === 'CREATING') return ['CREATING'];
  if (status === 'PENDING') return ['CREATING', 'PENDING'];
  return ['CREATING', 'PENDING', status];
};

export const creditEventsFor = (status: CreditStatus): CreditEventType[] =>
  creditPath(status).map((step) => CREDIT_EVENT_OF[step]);

/** Credits are paid out by SEPA credit transfer. */
export const CREDIT_METHOD = 'SEPA_CREDIT_TRANSFER';

/** The credit note written for a credit: GS-<year>-<running number>. */
export const creditNoteNumber = (year: string, index: number) =>
  `GS-${year}-${String(index).padStart(4, '0')}`;
