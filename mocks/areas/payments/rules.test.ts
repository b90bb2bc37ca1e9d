import { describe, expect, it } from 'vitest';
import type { PaymentState } from '../../../src-generated/model/paymentState';
import { PAYMENT_STATES, checkPaymentAction, paymentTransitions, type PaymentAction } from './rules';

/** Spec 3 §4, row actions by state (online payments, donation receipts enabled). */
const OFFERED: Record<PaymentAction, PaymentState[]> = {
  cancel: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED', 'ERROR', 'CREATING'],
  verify: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED', 'ERROR', 'COMPLETED'],
  markAsDonation: ['CREATING', 'PENDING', 'COMPLETED', 'VERIFIED', 'MANUAL', 'CHARGED_BACK'],
  copyLink: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ERROR', 'ABORTED'],
  completeRefund: ['REFUND_IN_PROGRESS'],
  sendReminder: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED'],
};

const TARGET: Partial<Record<PaymentAction, PaymentState>> = {
  cancel: 'CANCELLED',
  verify: 'VERIFIED',
  completeRefund: 'REFUND_COMPLETED',
};

const actions = Object.keys(OFFERED) as PaymentAction[];

describe('payment state machine', () => {
  for (const action of actions) {
    for (const state of PAYMENT_STATES) {
      const offered = OFFERED[action].includes(state);
      it(`${action} from ${state}: ${offered ? 'allowed' : 'refused'}`, () => {
        const check = checkPaymentAction({ state, paymentMethod: 'ONLINE_PAYMENT' }, action);
        expect(check.allowed).toBe(offered);
        if (check.allowed) expect(check.state).toBe(TARGET[action] ?? state);
        else expect(check.reason).toContain(state);
      });
    }
  }

  it('refuses cancel, verify, payment link and reminder for direct debit', () => {
    for (const action of ['cancel', 'verify', 'copyLink', 'sendReminder'] as const) {
      expect(checkPaymentAction({ state: 'PENDING', paymentMethod: 'DIRECT_DEBIT' }, action).allowed).toBe(
        false,
      );
    }
    expect(
      checkPaymentAction({ state: 'REFUND_IN_PROGRESS', paymentMethod: 'DIRECT_DEBIT' }, 'completeRefund'),
    ).toEqual({
      allowed: true,
      state: 'REFUND_COMPLETED',
    });
    expect(
      checkPaymentAction({ state: 'PENDING', paymentMethod: 'DIRECT_DEBIT' }, 'markAsDonation').allowed,
    ).toBe(true);
  });

  it('refuses to cancel a payment that belongs to an invoice', () => {
    const check = checkPaymentAction(
      { state: 'PENDING', invoice: { internalRef: 'INT-2026-0041' } },
      'cancel',
    );
    expect(check).toEqual({
      allowed: false,
      reason: 'The payment belongs to an invoice and cannot be cancelled',
    });
  });

  it('marks as donation only once and only with donation receipts enabled', () => {
    expect(checkPaymentAction({ state: 'COMPLETED', isDonation: true }, 'markAsDonation').allowed).toBe(
      false,
    );
    expect(
      checkPaymentAction({ state: 'COMPLETED' }, 'markAsDonation', { donationReceiptsEnabled: false })
        .allowed,
    ).toBe(false);
  });

  it('lists every state change as a transition row', () => {
    const rows = paymentTransitions();
    expect(rows).toHaveLength(OFFERED.cancel.length + OFFERED.verify.length + OFFERED.completeRefund.length);
    expect(rows).toContainEqual({ from: 'CREATING', action: 'cancel', to: 'CANCELLED' });
    expect(rows).toContainEqual({ from: 'COMPLETED', action: 'verify', to: 'VERIFIED' });
    expect(rows).toContainEqual({
      from: 'REFUND_IN_PROGRESS',
      action: 'completeRefund',
      to: 'REFUND_COMPLETED',
    });
  });
});
