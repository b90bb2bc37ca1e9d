import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { InvoiceType } from '../../../src-generated/model/invoiceType';
import { type InvoiceAction, invoiceRules, stepInvoice } from './rules';
import { stepMandate } from '../sepa-mandates/rules';
import { addIntervals, nextDueDate, ordinaryTargetDate, stepSubscription } from '../subscriptions/rules';

const statuses = Object.values(InvoiceStatus);
const types = Object.values(InvoiceType);

describe('invoice state machine', () => {
  it.each([
    ['finalize', 'INVOICE', 'DRAFT', 'OPEN', ['FINALIZED']],
    ['finalizeCancellation', 'CANCELLATION_INVOICE', 'DRAFT', 'CANCELLED', ['FINALIZED']],
    ['finalizeCorrection', 'CORRECTIVE_INVOICE', 'DRAFT', 'OPEN', ['FINALIZED']],
    ['cancelledByCancellation', 'INVOICE', 'OPEN', 'CANCELLED', ['CANCELLED_BY_CANCELLATION_INVOICE']],
    ['cancelledByCancellation', 'INVOICE', 'IN_DUNNING', 'CANCELLED', ['CANCELLED_BY_CANCELLATION_INVOICE']],
    [
      'cancelledByCancellation',
      'INVOICE',
      'PAID',
      'REFUND_IN_PROGRESS',
      ['CANCELLED_BY_CANCELLATION_INVOICE', 'REFUND_IN_PROGRESS'],
    ],
    ['cancelledByCorrection', 'INVOICE', 'PAID', 'CANCELLED', ['CANCELLED_BY_CORRECTION_INVOICE']],
    [
      'completeRefund',
      'INVOICE',
      'REFUND_IN_PROGRESS',
      'CANCELLATION_COMPLETED',
      ['REFUND_COMPLETED', 'CANCELLATION_COMPLETED'],
    ],
    ['correct', 'INVOICE', 'OPEN', 'OPEN', ['CORRECTION_INVOICE_CREATED']],
    ['paid', 'INVOICE', 'REMINDED', 'PAID', []],
    ['remind', 'INVOICE', 'OPEN', 'REMINDED', ['REMINDED']],
    ['dun', 'INVOICE', 'REMINDED', 'IN_DUNNING', ['IN_DUNNING']],
    ['writeOff', 'INVOICE', 'IN_DUNNING', 'UNCOLLECTIBLE', ['UNCOLLECTIBLE']],
    ['conflict', 'INVOICE', 'OPEN', 'CONFLICT', []],
    ['paymentCancelled', 'INVOICE', 'OPEN', 'CANCELLED', ['CANCELLED']],
    ['reopen', 'INVOICE', 'CANCELLED', 'OPEN', ['REOPEN']],
  ] as const)('%s moves a %s from %s to %s', (action, invoiceType, status, to, events) => {
    expect(stepInvoice(action, { invoiceType, status })).toEqual({
      ok: true,
      status: to,
      events,
      actor: invoiceRules[action].actor,
    });
  });

  it('allows each action exactly for the types and statuses of its rule', () => {
    for (const action of Object.keys(invoiceRules) as InvoiceAction[]) {
      const rule = invoiceRules[action];
      for (const invoiceType of types) {
        for (const status of statuses) {
          const allowed = rule.types.includes(invoiceType) && rule.from.includes(status);
          expect(stepInvoice(action, { invoiceType, status }).ok, `${action} ${invoiceType} ${status}`).toBe(
            allowed,
          );
        }
      }
    }
  });

  it('follows the row actions of spec 3 §4', () => {
    const allowedFor = (action: InvoiceAction, invoiceType: InvoiceType = 'INVOICE') =>
      statuses.filter((status) => stepInvoice(action, { invoiceType, status }).ok).sort();
    expect(allowedFor('update')).toEqual(['DRAFT']);
    expect(allowedFor('delete', 'CANCELLATION_INVOICE')).toEqual(['DRAFT']);
    expect(allowedFor('correct')).toEqual(['OPEN', 'PAID']);
    expect(allowedFor('completeRefund')).toEqual(['REFUND_IN_PROGRESS']);
    expect(allowedFor('downloadPdf')).toEqual(
      [
        'CANCELLATION_COMPLETED',
        'CANCELLED',
        'IN_DUNNING',
        'OPEN',
        'PAID',
        'REFUND_IN_PROGRESS',
        'REMINDED',
        'UNCOLLECTIBLE',
      ].sort(),
    );
    for (const status of ['CANCELLED', 'CANCELLATION_COMPLETED', 'DRAFT'] as const)
      expect(stepInvoice('cancel', { invoiceType: 'INVOICE', status }).ok).toBe(false);
  });

  it('refuses forbidden transitions with a message', () => {
    expect(stepInvoice('finalize', { invoiceType: 'INVOICE', status: 'OPEN' })).toEqual({
      ok: false,
      message: 'Only draft invoices can be finalized',
    });
    expect(stepInvoice('finalize', { invoiceType: 'CORRECTIVE_INVOICE', status: 'DRAFT' }).ok).toBe(false);
    expect(stepInvoice('cancel', { invoiceType: 'CANCELLATION_INVOICE', status: 'CANCELLED' }).ok).toBe(
      false,
    );
    expect(stepInvoice('completeRefund', { invoiceType: 'INVOICE', status: 'PAID' }).ok).toBe(false);
  });

  it('cancels a direct-debit invoice only when it is paid', () => {
    expect(
      stepInvoice('cancel', { invoiceType: 'INVOICE', status: 'OPEN', paymentMethod: 'DIRECT_DEBIT' }),
    ).toEqual({ ok: false, message: 'not allowed for direct debit' });
    expect(
      stepInvoice('cancelledByCancellation', {
        invoiceType: 'INVOICE',
        status: 'OPEN',
        paymentMethod: 'DIRECT_DEBIT',
      }).ok,
    ).toBe(false);
    expect(
      stepInvoice('cancel', { invoiceType: 'INVOICE', status: 'PAID', paymentMethod: 'DIRECT_DEBIT' }).ok,
    ).toBe(true);
  });
});

describe('SEPA mandate state machine', () => {
  it('deactivates ACTIVE mandates only', () => {
    expect(stepMandate('deactivate', 'ACTIVE')).toEqual({ ok: true, state: 'INACTIVE' });
    expect(stepMandate('deactivate', 'INACTIVE').ok).toBe(false);
  });
});

describe('subscription state machine', () => {
  it.each([
    ['ACTIVE', 'ORDINARY', 'CANCELLATION_REQUESTED'],
    ['ACTIVE', 'EXTRAORDINARY', 'CANCELLED'],
    ['CANCELLATION_REQUESTED', 'ORDINARY', 'CANCELLATION_REQUESTED'],
    ['CANCELLATION_REQUESTED', 'EXTRAORDINARY', 'CANCELLED'],
  ] as const)('%s with a %s cancellation becomes %s', (from, type, to) => {
    expect(stepSubscription(from, type)).toEqual({ ok: true, status: to });
  });

  it('refuses to cancel a cancelled subscription', () => {
    expect(stepSubscription('CANCELLED', 'ORDINARY').ok).toBe(false);
    expect(stepSubscription('CANCELLED', 'EXTRAORDINARY').ok).toBe(false);
  });

  it('computes due and target dates on the billing rhythm', () => {
    expect(addIntervals('2026-01-31', 'MONTHLY', 1)).toBe('2026-02-28');
    expect(addIntervals('2026-01-31', 'MONTHLY', 2)).toBe('2026-03-31');
    expect(addIntervals('2024-02-29', 'YEARLY', 1)).toBe('2025-02-28');
    expect(nextDueDate('2026-03-15T08:00:00Z', 'MONTHLY', '2026-11-21')).toBe('2026-12-15');
    expect(nextDueDate('2026-03-15T08:00:00Z', 'MONTHLY', '2026-11-15')).toBe('2026-12-15');
    // The contract's example: due on 1 April, notice in March, ends 30 April.
    expect(ordinaryTargetDate('2025-04-01', 'MONTHLY', '2025-03-20')).toBe('2025-04-30');
    expect(ordinaryTargetDate('2027-03-03', 'YEARLY', '2026-11-01')).toBe('2027-03-02');
  });
});
