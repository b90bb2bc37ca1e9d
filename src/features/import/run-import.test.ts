import type { Customer } from '@/entities/customer/customer';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import { importPayments, importPlans, type ImportApi } from './run-import';
import type { PaymentRowValue, PlanRowValue } from './row-rules';

const customer = (id: string, emailAddress: string): Customer => ({
  id,
  emailAddress,
  type: 'PERSON',
  paymentMethod: 'ONLINE_PAYMENT',
  invitationType: 'MANUAL',
});

const fakeApi = (overrides: Partial<ImportApi> = {}) => {
  const created: string[] = [];
  const api: ImportApi = {
    getDefaultBankAccount: vi.fn(async () => ({ id: 'bank-1' })),
    findCustomers: vi.fn(async (email: string) =>
      email === 'known@example.com' ? [customer('d-known', email)] : [],
    ),
    createCustomer: vi.fn(async (body) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      created.push(body.emailAddress);
      return customer(`d-${body.emailAddress}`, body.emailAddress);
    }),
    createPayment: vi.fn(async () => ({})),
    listMandates: vi.fn(async () => []),
    createMandate: vi.fn(async (body) => ({
      id: 'm',
      mandateReference: 'MR',
      iban: body.iban,
      state: 'ACTIVE' as const,
    })),
    createPlan: vi.fn(async () => ({ id: 'plan-1' }) as never),
    startPlan: vi.fn(async () => ({})),
    ...overrides,
  };
  return { api, created };
};

const paymentRow = (id: number, emailAddress: string): { id: number; value: PaymentRowValue } => ({
  id,
  value: {
    firstName: 'A',
    lastName: 'B',
    emailAddress,
    amount: 10,
    purpose: 'Rent March',
    metadata: [{ key: 'ref', value: 'x' }],
  },
});

describe('the payment import', () => {
  it('sends the spec payload with the default bank account and finds known customers', async () => {
    const { api } = fakeApi();
    const run = await importPayments(api, [paymentRow(1, 'known@example.com')]);
    expect(run).toEqual({ status: 'finished', total: 1, succeeded: 1, failed: [], notStarted: 0 });
    expect(api.createCustomer).not.toHaveBeenCalled();
    expect(api.createPayment).toHaveBeenCalledWith({
      bankAccountId: 'bank-1',
      debitorId: 'd-known',
      amount: 10,
      purpose: 'Rent March',
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'PAYMENT_REQUEST',
      metadata: [{ key: 'ref', value: 'x', internal: false, publicVisible: true }],
      paymentNotifications: 'EMAIL',
    });
  });

  it('creates one customer for two rows with the same e-mail, even at the same time', async () => {
    const { api, created } = fakeApi();
    await importPayments(api, [
      paymentRow(1, 'new@example.com'),
      paymentRow(2, 'NEW@example.com'),
      paymentRow(3, 'other@example.com'),
    ]);
    expect(created).toEqual(['new@example.com', 'other@example.com']);
    expect(api.createPayment).toHaveBeenCalledTimes(3);
  });

  it('stops before any row without a default bank account', async () => {
    const { api } = fakeApi({
      getDefaultBankAccount: vi.fn(async () => Promise.reject(new ApiError(404, {}))),
    });
    expect(await importPayments(api, [paymentRow(1, 'a@example.com')])).toEqual({
      status: 'stopped',
      reason: 'errors.defaultBankAccount',
    });
    expect(api.findCustomers).not.toHaveBeenCalled();
    expect(api.createPayment).not.toHaveBeenCalled();
  });

  it('skips a row whose customer cannot be created with its reason; the others go on', async () => {
    const { api } = fakeApi({
      createCustomer: vi.fn(async (body) => {
        if (body.emailAddress === 'bad@example.com') throw new ApiError(400, { message: 'E-mail blocked' });
        return customer('d-ok', body.emailAddress);
      }),
    });
    const run = await importPayments(api, [
      paymentRow(1, 'bad@example.com'),
      paymentRow(2, 'ok@example.com'),
    ]);
    expect(run).toMatchObject({
      succeeded: 1,
      failed: [{ id: 1, reason: 'errors.customer', detail: 'E-mail blocked' }],
    });
  });
});

const planRow = (value: Partial<PlanRowValue> = {}): { id: number; value: PlanRowValue } => ({
  id: 7,
  value: {
    firstName: 'A',
    lastName: 'B',
    emailAddress: 'plan@example.com',
    purpose: 'Dental treatment',
    amount: 1200,
    instalmentRate: 100,
    intervalDay: 15,
    metadata: [],
    mandate: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    ...value,
  },
});

describe('the instalment import', () => {
  const today = new Date(2026, 2, 14);

  it('creates a mandate, the plan as a monthly draft, and starts it', async () => {
    const { api } = fakeApi();
    const run = await importPlans(api, [planRow()], { today });
    expect(run).toMatchObject({ status: 'finished', succeeded: 1 });
    expect(api.createCustomer).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethod: 'DIRECT_DEBIT' }),
    );
    expect(api.createMandate).toHaveBeenCalledWith(
      expect.objectContaining({
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        isChecked: true,
        signatureDate: '2026-03-14',
      }),
    );
    expect(api.createPlan).toHaveBeenCalledWith(
      expect.objectContaining({
        interval: 'MONTHLY',
        intervalDay: 15,
        startDate: '2026-03-14',
        bankAccountId: 'bank-1',
        totalNetAmount: 1200,
        intervalAmount: 100,
      }),
    );
    expect(api.startPlan).toHaveBeenCalledWith('plan-1');
  });

  it('uses an active mandate with the same IBAN instead of creating one', async () => {
    const { api } = fakeApi({
      listMandates: vi.fn(async () => [
        { id: 'm1', mandateReference: 'MR', iban: 'DE89370400440532013000', state: 'ACTIVE' as const },
      ]),
    });
    await importPlans(api, [planRow()], { today });
    expect(api.createMandate).not.toHaveBeenCalled();
  });

  it("skips the row with 'Error while creating SEPA mandate'", async () => {
    const { api } = fakeApi({ createMandate: vi.fn(async () => Promise.reject(new ApiError(400, {}))) });
    const run = await importPlans(api, [planRow()], { today });
    expect(run).toMatchObject({ succeeded: 0, failed: [{ id: 7, reason: 'errors.mandate' }] });
    expect(api.createPlan).not.toHaveBeenCalled();
  });
});
