/**
 * The import itself (spec 3 §7): first the default bank account (without it nothing is sent),
 * then each selected row in a bounded pool. A row finds its customer by e-mail or creates it
 * (rows sharing an e-mail share one customer), then creates what it is for. A failed row is
 * skipped with its reason; the others go on.
 */
import type { Customer, CustomerInput } from '@/entities/customer/customer';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import type { InstalmentPlanInput } from '@generated/model/instalmentPlanInput';
import type { PaymentCreate } from '@generated/model/paymentCreate';
import type { SepaMandate } from '@generated/model/sepaMandate';
import type { SepaMandateCreate } from '@generated/model/sepaMandateCreate';
import { businessToday } from '@/lib/business-date';
import { isApiError } from '@/lib/errors';
import { runPool, type PoolProgress } from './pool';
import type { PaymentRowValue, PersonValue, PlanRowValue } from './row-rules';

export type ImportApi = {
  getDefaultBankAccount: () => Promise<{ id: string }>;
  findCustomers: (emailAddress: string) => Promise<Customer[]>;
  createCustomer: (body: CustomerInput) => Promise<Customer>;
  createPayment: (body: PaymentCreate) => Promise<unknown>;
  listMandates: (customerId: string) => Promise<SepaMandate[]>;
  createMandate: (body: SepaMandateCreate) => Promise<SepaMandate>;
  createPlan: (body: InstalmentPlanInput) => Promise<InstalmentPlan>;
  startPlan: (id: string) => Promise<unknown>;
};

/** A row that failed: the reason is a key of the import namespace, the detail the server's message. */
export class RowFailure extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(reason);
  }
}

const failWith = (reason: string) => (error: unknown) => {
  throw new RowFailure(reason, isApiError(error) ? error.serverMessage : undefined);
};

export type ImportRow<V> = { id: number; value: V };
export type FailedRow = { id: number; reason: string; detail?: string };

export type ImportRun =
  | { status: 'stopped'; reason: string }
  | { status: 'finished'; total: number; succeeded: number; failed: FailedRow[]; notStarted: number };

export type RunOptions = {
  concurrency?: number;
  cancelled?: () => boolean;
  onProgress?: (progress: PoolProgress) => void;
  today?: Date;
};

/**
 * Rows at once. Each row waits on the network for most of its time, so the wall time falls with
 * the pool nearly in step; against an HTTP/1.1 backend the browser itself runs at most 6 calls per
 * origin at once, and HTTP/2 lets all of them through.
 */
export const IMPORT_CONCURRENCY = 8;

/** One customer per e-mail address in a run, even when its rows run at the same time. */
const customerFinder = <R extends PersonValue>(
  api: ImportApi,
  paymentMethod: (row: R) => CustomerInput['paymentMethod'],
) => {
  const byEmail = new Map<string, Promise<string>>();
  const findOrCreate = async (row: R) => {
    const email = row.emailAddress.toLowerCase();
    const found = await api.findCustomers(row.emailAddress).catch(failWith('errors.customer'));
    const existing = found.find((customer) => customer.emailAddress.toLowerCase() === email);
    if (existing) return existing.id;
    const { firstName, lastName, emailAddress } = row;
    const created = await api
      .createCustomer({
        type: 'PERSON',
        paymentMethod: paymentMethod(row),
        firstName,
        lastName,
        emailAddress,
      })
      .catch(failWith('errors.customer'));
    return created.id;
  };
  return (row: R) => {
    const email = row.emailAddress.toLowerCase();
    const pending = byEmail.get(email) ?? findOrCreate(row);
    byEmail.set(email, pending);
    return pending;
  };
};

const runRows = async <V>(
  api: ImportApi,
  rows: readonly ImportRow<V>[],
  work: (row: V, bankAccountId: string) => Promise<unknown>,
  { concurrency = IMPORT_CONCURRENCY, cancelled, onProgress }: RunOptions,
): Promise<ImportRun> => {
  let bankAccountId: string;
  try {
    bankAccountId = (await api.getDefaultBankAccount()).id;
  } catch {
    return { status: 'stopped', reason: 'errors.defaultBankAccount' };
  }
  const run = await runPool(rows, (row) => work(row.value, bankAccountId), {
    concurrency,
    cancelled,
    onProgress,
  });
  const failed = run.outcomes.flatMap((outcome) =>
    outcome.ok
      ? []
      : [
          outcome.error instanceof RowFailure
            ? { id: outcome.item.id, reason: outcome.error.reason, detail: outcome.error.detail }
            : { id: outcome.item.id, reason: 'errors.unexpected' },
        ],
  );
  return {
    status: 'finished',
    total: rows.length,
    succeeded: run.outcomes.length - failed.length,
    failed,
    notStarted: rows.length - run.outcomes.length,
  };
};

/** Payment requests (spec 3 §3): the customer, then POST /payments with the import payload. */
export const importPayments = (
  api: ImportApi,
  rows: readonly ImportRow<PaymentRowValue>[],
  options: RunOptions = {},
) => {
  const customer = customerFinder<PaymentRowValue>(api, () => 'ONLINE_PAYMENT');
  return runRows(
    api,
    rows,
    async (row, bankAccountId) => {
      const customerId = await customer(row);
      await api
        .createPayment({
          bankAccountId,
          debitorId: customerId,
          amount: row.amount,
          purpose: row.purpose,
          paymentMethod: 'ONLINE_PAYMENT',
          paymentType: 'PAYMENT_REQUEST',
          metadata: row.metadata.map(({ key, value }) => ({
            key,
            value,
            internal: false,
            publicVisible: true,
          })),
          paymentNotifications: 'EMAIL',
        })
        .catch((error: unknown) =>
          failWith(isApiError(error) && error.status === 404 ? 'errors.paymentNotFound' : 'errors.payment')(
            error,
          ),
        );
    },
    options,
  );
};

/** An active mandate of the customer for this IBAN, or a new one. */
const ensureMandate = async (
  api: ImportApi,
  customerId: string,
  mandate: { iban: string; bic: string },
  today: Date,
) => {
  const mandates = await api.listMandates(customerId).catch(failWith('errors.mandate'));
  if (mandates.some((found) => found.state === 'ACTIVE' && found.iban === mandate.iban)) return;
  await api
    .createMandate({
      debitorId: customerId,
      ...mandate,
      signatureDate: businessToday(today),
      isChecked: true,
    })
    .catch(failWith('errors.mandate'));
};

/** Instalment plans (spec 3 §4, §7): customer, mandate when IBAN and BIC are given, draft, start. */
export const importPlans = (
  api: ImportApi,
  rows: readonly ImportRow<PlanRowValue>[],
  options: RunOptions = {},
) => {
  const today = options.today ?? new Date();
  const customer = customerFinder<PlanRowValue>(api, (row) =>
    row.mandate ? 'DIRECT_DEBIT' : 'ONLINE_PAYMENT',
  );
  return runRows(
    api,
    rows,
    async (row, bankAccountId) => {
      const customerId = await customer(row);
      if (row.mandate) await ensureMandate(api, customerId, row.mandate, today);
      const plan = await api
        .createPlan({
          debtorId: customerId,
          bankAccountId,
          purpose: row.purpose,
          totalNetAmount: row.amount,
          intervalAmount: row.instalmentRate,
          interval: 'MONTHLY',
          intervalDay: row.intervalDay,
          startDate: businessToday(today),
          downPayment: row.downPayment,
          requireDownPayment: row.downPayment !== undefined,
          metadata: row.metadata.slice(0, 3),
        })
        .catch(failWith('errors.plan'));
      await api.startPlan(plan.id).catch(failWith('errors.start'));
    },
    options,
  );
};
