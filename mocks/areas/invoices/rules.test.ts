import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { InvoiceType } from '../../../src-generated/model/invoiceType';
import { type InvoiceAction, invoiceRules, stepInvoice } from './rules';

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
