import { describe, expect, it } from 'vitest';
import { customerActions, type CustomerActionContext } from './customer-actions';

const person = { firstName: 'Eva', lastName: 'Roth', emailAddress: 'eva@example.de' };
const deleted = { emailAddress: 'alt@example.de' };
const onlyPayments = { newPayment: true, newInvoice: false, newInstalmentPlan: false };
const list: CustomerActionContext = { inDetailView: false, available: onlyPayments };
const detail: CustomerActionContext = { inDetailView: true, available: onlyPayments };

describe('the customer menu (spec 2 §2)', () => {
  it('offers the entries in the spec order on the list', () => {
    expect(customerActions(person, list)).toEqual([
      'newPayment',
      'payments',
      'edit',
      'editInvoiceEmails',
      'delete',
      'changePaymentMethod',
      'resendInvitation',
    ]);
  });

  it("leaves 'payments' out on the customer's page", () => {
    expect(customerActions(person, detail)).not.toContain('payments');
    expect(customerActions(person, detail)).toContain('edit');
  });

  it('shows new invoice and new instalment plan only once those dialogs exist', () => {
    expect(customerActions(person, list)).not.toContain('newInvoice');
    expect(customerActions(person, list)).not.toContain('newInstalmentPlan');
    const all = { newPayment: true, newInvoice: true, newInstalmentPlan: true };
    expect(customerActions(person, { inDetailView: false, available: all }).slice(0, 4)).toEqual([
      'newPayment',
      'newInvoice',
      'newInstalmentPlan',
      'payments',
    ]);
  });

  it('offers a company without a person name everything', () => {
    expect(customerActions({ companyName: 'Hofladen KG', emailAddress: 'k@h.de' }, list)).toContain('edit');
  });

  it('lets a deleted customer only lead to its payments', () => {
    expect(customerActions(deleted, list)).toEqual(['payments']);
    expect(customerActions(deleted, detail)).toEqual([]);
  });
});
