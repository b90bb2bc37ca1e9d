import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { creditNoteActions } from './credit-note-actions';

/** Spec 3 §4: download PDF and details only for OPEN, CANCELLED, PAID. */
const expected: Record<InvoiceStatus, string[]> = {
  DRAFT: [],
  OPEN: ['downloadPdf', 'details'],
  PAID: ['downloadPdf', 'details'],
  CANCELLED: ['downloadPdf', 'details'],
  CONFLICT: [],
  REFUND_IN_PROGRESS: [],
  CANCELLATION_COMPLETED: [],
  REMINDED: [],
  IN_DUNNING: [],
  UNCOLLECTIBLE: [],
};

describe('credit note actions (spec 3 §4)', () => {
  it.each(Object.values(InvoiceStatus))('%s', (status) => {
    expect(creditNoteActions(status)).toEqual(expected[status]);
  });
});
