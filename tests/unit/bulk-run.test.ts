import { describe, expect, it } from 'vitest';
import type { PaymentForActions } from '@/entities/payment/payment-actions';
import { paymentBulkRules } from '@/features/payments/payment-bulk';
import type { InvoiceForActions } from '@/features/invoices/invoice-actions';
import { invoiceBulkRules } from '@/features/invoices/invoice-bulk';
import { customerBulkRules } from '@/features/customers/customer-bulk';
import { planBulk, runBulk, type BulkLocks } from '@/components/list/shell/bulk-run';

type P = PaymentForActions;
const online = (state: P['state'], invoice?: P['invoice']): P => ({
  state,
  paymentMethod: 'ONLINE_PAYMENT',
  invoice,
});
/** A payment without a method (paid by transfer): the menu offers a reminder, not cancel. */
const transfer = (state: P['state']): P => ({ state });
const debit = (state: P['state']): P => ({ state, paymentMethod: 'DIRECT_DEBIT' });

describe('payments: which rows a bulk action takes, and why it skips the others', () => {
  it.each([
    [online('PENDING'), null],
    [online('CHARGED_BACK'), null],
    [transfer('MANUAL'), null],
    [online('ABORTED'), null],
    [debit('PENDING'), 'bulk.skip.directDebit'],
    [online('COMPLETED'), 'bulk.skip.reminderState'],
    [online('CANCELLED'), 'bulk.skip.reminderState'],
    [transfer('ERROR'), 'bulk.skip.reminderState'],
  ])('send reminder: %o → %s', (payment, reason) => {
    expect(paymentBulkRules.sendReminder(payment)).toBe(reason);
  });

  it.each([
    [online('PENDING'), null],
    [online('CREATING'), null],
    [online('ERROR'), null],
    [online('PENDING', { internalRef: 'INV-1' }), 'bulk.skip.invoiceRelated'],
    [online('COMPLETED'), 'bulk.skip.cancelState'],
    [online('VERIFIED'), 'bulk.skip.cancelState'],
    [transfer('PENDING'), 'bulk.skip.notOnline'],
    [debit('PENDING'), 'bulk.skip.notOnline'],
  ])('cancel: %o → %s', (payment, reason) => {
    expect(paymentBulkRules.cancel(payment)).toBe(reason);
  });

  it.each([
    [online('PENDING'), null],
    [online('COMPLETED'), null],
    [online('CHARGED_BACK'), null],
    [online('VERIFIED'), 'bulk.skip.verifyState'],
    [online('CANCELLED'), 'bulk.skip.verifyState'],
    [online('REFUND_COMPLETED'), 'bulk.skip.verifyState'],
    [transfer('MANUAL'), 'bulk.skip.notOnline'],
  ])('mark as verified: %o → %s', (payment, reason) => {
    expect(paymentBulkRules.verify(payment)).toBe(reason);
  });

  it('plans each row once, and groups the skipped rows by reason', () => {
    const rows = [
      { id: '1', ...online('PENDING') },
      { id: '2', ...debit('PENDING') },
      { id: '1', ...online('PENDING') },
      { id: '3', ...online('COMPLETED') },
      { id: '4', ...debit('MANUAL') },
    ];
    const plan = planBulk(rows, paymentBulkRules.sendReminder);
    expect(plan.take.map((row) => row.id)).toEqual(['1']);
    expect(plan.skipped.map((group) => [group.reason, group.rows.map((row) => row.id)])).toEqual([
      ['bulk.skip.directDebit', ['2', '4']],
      ['bulk.skip.reminderState', ['3']],
    ]);
  });
});

describe('a bulk run', () => {
  const rows = Array.from({ length: 12 }, (_, index) => ({ id: `p${index}` }));

  it('calls a few at a time, keeps each failure, and starts no further call once stopped', async () => {
    let inFlight = 0;
    let most = 0;
    const abort = new AbortController();
    const outcome = await runBulk({
      name: 'test:pool',
      rows,
      concurrency: 4,
      signal: abort.signal,
      locks: undefined,
      call: async (row) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        if (row.id === 'p3') throw new Error('refused');
        if (row.id === 'p7') abort.abort();
      },
    });
    expect(most).toBe(4);
    if (outcome.step !== 'finished') throw new Error('the run did not finish');
    expect(outcome.failed.map((failure) => failure.row.id)).toEqual(['p3']);
    expect(outcome.done.length + outcome.failed.length).toBeLessThan(12);
    expect(outcome.done.length + outcome.failed.length + outcome.notRun.length).toBe(12);
  });

  it('does not run the same action twice at once (a double click): the second is busy and sends nothing', async () => {
    const sent: string[] = [];
    const options = {
      name: 'payments:sendReminder',
      rows,
      signal: new AbortController().signal,
      locks: undefined,
      call: async (row: { id: string }) => {
        sent.push(row.id);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const [first, second] = await Promise.all([runBulk(options), runBulk(options)]);
    expect(first.step).toBe('finished');
    expect(second.step).toBe('busy');
    expect(sent.toSorted()).toEqual(rows.map((row) => row.id).toSorted());
    // Once the first has finished, the action can run again.
    expect((await runBulk(options)).step).toBe('finished');
  });

  it('does not run while another tab holds the Web Lock of the same action', async () => {
    const requested: string[] = [];
    const otherTabHolds: BulkLocks = {
      request: async (name, _options, callback) => {
        requested.push(name);
        await callback(null);
      },
    };
    let calls = 0;
    const outcome = await runBulk({
      name: 'payments:sendReminder',
      rows,
      signal: new AbortController().signal,
      locks: otherTabHolds,
      call: async () => {
        calls++;
      },
    });
    expect(outcome.step).toBe('busy');
    expect(calls).toBe(0);
    expect(requested).toEqual(['bulk:payments:sendReminder']);
  });
});

describe('invoices: which rows a bulk action takes, and why it skips the others', () => {
  const invoice = (status: InvoiceForActions['status']): InvoiceForActions => ({
    status,
    invoiceType: 'INVOICE',
    paymentMethod: 'ONLINE_PAYMENT',
  });
  it.each([
    ['DRAFT', null, 'bulk.skip.noPdf'],
    ['OPEN', 'bulk.skip.notDraft', null],
    ['PAID', 'bulk.skip.notDraft', null],
    ['CANCELLED', 'bulk.skip.notDraft', null],
  ] as const)('%s: delete → %s, download PDF → %s', (status, remove, pdf) => {
    expect(invoiceBulkRules.delete(invoice(status))).toBe(remove);
    expect(invoiceBulkRules.downloadPdf(invoice(status))).toBe(pdf);
  });
});

describe('customers: delete takes those the menu offers it for', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' }, null],
    [{ companyName: 'ACME', emailAddress: 'acme@example.com' }, null],
    [{ emailAddress: 'gone@example.com' }, 'bulk.skip.deleted'],
  ])('%o → %s', (customer, reason) => {
    expect(customerBulkRules.delete(customer)).toBe(reason);
  });
});
