import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';
import { invoiceActions, type InvoiceForActions } from './invoice-actions';

const names = (invoice: InvoiceForActions) =>
  invoiceActions(invoice).map(({ action, disabledReason }) =>
    disabledReason ? `${action} (disabled)` : action,
  );

const online = (status: InvoiceStatus, invoiceType: InvoiceForActions['invoiceType'] = 'INVOICE') => ({
  status,
  invoiceType,
  paymentMethod: 'ONLINE_PAYMENT' as const,
});
const directDebit = (status: InvoiceStatus) => ({
  status,
  invoiceType: 'INVOICE' as const,
  paymentMethod: 'DIRECT_DEBIT' as const,
});

describe('invoice row actions (spec 3 §4)', () => {
  it.each<[string, InvoiceForActions, string[]]>([
    ['a DRAFT invoice', online('DRAFT'), ['edit', 'delete', 'events']],
    ['a DRAFT corrective invoice', online('DRAFT', 'CORRECTIVE_INVOICE'), ['delete', 'finalize', 'events']],
    [
      'a DRAFT cancellation invoice',
      online('DRAFT', 'CANCELLATION_INVOICE'),
      ['delete', 'finalize', 'events'],
    ],
    ['an OPEN invoice', online('OPEN'), ['cancel', 'correct', 'downloadPdf', 'events', 'details']],
    ['a PAID invoice', online('PAID'), ['cancel', 'correct', 'downloadPdf', 'events', 'details']],
    ['a CANCELLED invoice', online('CANCELLED'), ['downloadPdf', 'events', 'details']],
    [
      'a CANCELLATION_COMPLETED invoice',
      online('CANCELLATION_COMPLETED'),
      ['downloadPdf', 'events', 'details'],
    ],
    ['a CONFLICT invoice', online('CONFLICT'), ['cancel', 'events', 'details']],
    [
      'a REFUND_IN_PROGRESS invoice',
      online('REFUND_IN_PROGRESS'),
      ['cancel', 'completeRefund', 'downloadPdf', 'events', 'details'],
    ],
    ['a REMINDED invoice', online('REMINDED'), ['cancel', 'downloadPdf', 'events', 'details']],
    ['an IN_DUNNING invoice', online('IN_DUNNING'), ['cancel', 'downloadPdf', 'events', 'details']],
    ['an UNCOLLECTIBLE invoice', online('UNCOLLECTIBLE'), ['cancel', 'downloadPdf', 'events', 'details']],
    [
      'an OPEN direct-debit invoice',
      directDebit('OPEN'),
      ['cancel (disabled)', 'correct', 'downloadPdf', 'events', 'details'],
    ],
    [
      'a PAID direct-debit invoice',
      directDebit('PAID'),
      ['cancel', 'correct', 'downloadPdf', 'events', 'details'],
    ],
    ['a CANCELLED direct-debit invoice', directDebit('CANCELLED'), ['downloadPdf', 'events', 'details']],
    ['a DRAFT direct-debit invoice', directDebit('DRAFT'), ['edit', 'delete', 'events']],
    [
      'an invoice without a payment method',
      { status: 'OPEN', invoiceType: 'INVOICE' },
      ['cancel', 'correct', 'downloadPdf', 'events', 'details'],
    ],
  ])('%s offers exactly its actions', (_, invoice, expected) => {
    expect(names(invoice)).toEqual(expected);
  });

  it('gives the disabled cancel entry its reason', () => {
    expect(invoiceActions(directDebit('REMINDED'))[0]).toEqual({
      action: 'cancel',
      disabledReason: 'notAllowedForDirectDebit',
    });
  });
});
