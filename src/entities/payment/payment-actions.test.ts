import { describe, expect, it } from 'vitest';
import { PaymentState } from '@generated/model/paymentState';
import { isInvoiceRelated, paymentActions, type PaymentAction } from './payment-actions';

/**
 * Spec 3 §4, payment row actions by state, written out per state for an online payment and a
 * direct debit (donation receipts enabled, not a donation yet, no receipt, in the list).
 */
const online: Record<PaymentState, PaymentAction[]> = {
  CREATING: ['cancel', 'markAsDonation', 'events', 'details'],
  PENDING: ['cancel', 'verify', 'markAsDonation', 'copyLink', 'sendReminder', 'events', 'details'],
  COMPLETED: ['verify', 'markAsDonation', 'events', 'details'],
  VERIFIED: ['markAsDonation', 'events', 'details'],
  ABORTED: ['cancel', 'verify', 'copyLink', 'sendReminder', 'events', 'details'],
  MANUAL: ['cancel', 'verify', 'markAsDonation', 'copyLink', 'sendReminder', 'events', 'details'],
  ERROR: ['cancel', 'verify', 'copyLink', 'events', 'details'],
  CANCELLED: ['events', 'details'],
  REFUND_IN_PROGRESS: ['completeRefund', 'events', 'details'],
  REFUND_COMPLETED: ['events', 'details'],
  CHARGED_BACK: ['cancel', 'verify', 'markAsDonation', 'copyLink', 'sendReminder', 'events', 'details'],
};

const directDebit: Record<PaymentState, PaymentAction[]> = {
  CREATING: ['markAsDonation', 'events', 'details'],
  PENDING: ['markAsDonation', 'events', 'details'],
  COMPLETED: ['markAsDonation', 'events', 'details'],
  VERIFIED: ['markAsDonation', 'events', 'details'],
  ABORTED: ['events', 'details'],
  MANUAL: ['markAsDonation', 'events', 'details'],
  ERROR: ['events', 'details'],
  CANCELLED: ['events', 'details'],
  REFUND_IN_PROGRESS: ['completeRefund', 'events', 'details'],
  REFUND_COMPLETED: ['events', 'details'],
  CHARGED_BACK: ['markAsDonation', 'events', 'details'],
};

const context = { donationReceiptsEnabled: true, inDetailView: false };

describe('payment row actions (spec 3 §4)', () => {
  it.each(Object.values(PaymentState))('online payment in %s', (state) => {
    expect(paymentActions({ state, paymentMethod: 'ONLINE_PAYMENT' }, context)).toEqual(online[state]);
  });

  it.each(Object.values(PaymentState))('direct debit in %s', (state) => {
    expect(paymentActions({ state, paymentMethod: 'DIRECT_DEBIT' }, context)).toEqual(directDebit[state]);
  });

  it('offers mark as donation only with donation receipts enabled and not for a donation', () => {
    const pending = { state: 'PENDING', paymentMethod: 'ONLINE_PAYMENT' } as const;
    expect(paymentActions(pending, { ...context, donationReceiptsEnabled: false })).not.toContain(
      'markAsDonation',
    );
    expect(paymentActions({ ...pending, isDonation: true }, context)).not.toContain('markAsDonation');
  });

  it('offers the donation receipt only with receipts enabled and a document URL', () => {
    const donation = {
      state: 'COMPLETED',
      paymentMethod: 'ONLINE_PAYMENT',
      isDonation: true,
      donation: { documentPublicUrl: 'https://files.example/receipt.pdf' },
    } as const;
    expect(paymentActions(donation, context)).toContain('downloadDonationReceipt');
    expect(paymentActions(donation, { ...context, donationReceiptsEnabled: false })).not.toContain(
      'downloadDonationReceipt',
    );
    expect(paymentActions({ ...donation, donation: {} }, context)).not.toContain('downloadDonationReceipt');
  });

  it('offers details everywhere except inside the detail view', () => {
    const payment = { state: 'CANCELLED', paymentMethod: 'ONLINE_PAYMENT' } as const;
    expect(paymentActions(payment, { ...context, inDetailView: true })).toEqual(['events']);
  });

  it('sends reminders for anything but direct debit, also without a method', () => {
    expect(paymentActions({ state: 'PENDING' }, context)).toContain('sendReminder');
    expect(paymentActions({ state: 'PENDING' }, context)).not.toContain('cancel');
  });

  it('knows invoice-related payments by the invoice reference', () => {
    expect(isInvoiceRelated({ invoice: { internalRef: 'inv-1' } })).toBe(true);
    expect(isInvoiceRelated({ invoice: {} })).toBe(false);
    expect(isInvoiceRelated({})).toBe(false);
  });
});
