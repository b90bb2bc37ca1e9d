/**
 * The backend's rules for instalment plans, in one place: the state machine of the merchant's
 * actions (edit, start and delete only a DRAFT; customise and cancel only a RUNNING plan; the rest
 * happens as rates are collected), checking and drafting a plan from an input, and how a plan is
 * answered. The rate schedule itself is computed in schedule.ts.
 */
import type { InstalmentPlan } from '../../../src-generated/model/instalmentPlan';
import type { InstalmentPlanInput } from '../../../src-generated/model/instalmentPlanInput';
import type { InstalmentPlanStatus } from '../../../src-generated/model/instalmentPlanStatus';
import type { InstalmentRate } from '../../../src-generated/model/instalmentRate';
import { debitorById } from '../../db/indexed-lists';
import type { Db } from '../../db/schema';
import type { FieldError } from '../../lib/respond';
import { debitorSummary } from '../customers/rules';
import { buildSchedule, checkPlanFigures } from './schedule';

export type PlanAction = 'edit' | 'preview' | 'start' | 'customise' | 'cancel' | 'delete';

/** From which statuses an action is allowed, and the status it leaves (null: the plan is gone). */
export const planTransitions: Record<
  PlanAction,
  { from: readonly InstalmentPlanStatus[]; to: InstalmentPlanStatus | 'same' | null }
> = {
  edit: { from: ['DRAFT'], to: 'DRAFT' },
  // The preview of a change comes before editing a draft or customising a running plan.
  preview: { from: ['DRAFT', 'RUNNING'], to: 'same' },
  start: { from: ['DRAFT'], to: 'RUNNING' },
  customise: { from: ['RUNNING'], to: 'RUNNING' },
  cancel: { from: ['RUNNING'], to: 'CANCELLED' },
  delete: { from: ['DRAFT'], to: null },
};

const verbs: Record<PlanAction, string> = {
  edit: 'edited',
  preview: 'changed',
  start: 'started',
  customise: 'customised',
  cancel: 'cancelled',
  delete: 'deleted',
};

export type TransitionResult =
  { ok: true; status: InstalmentPlanStatus | null } | { ok: false; message: string };

export const transition = (status: InstalmentPlanStatus, action: PlanAction): TransitionResult => {
  const rule = planTransitions[action];
  if (!rule.from.includes(status)) {
    return {
      ok: false,
      message: `An instalment plan in status ${status} cannot be ${verbs[action]} (only ${rule.from.join(' or ')})`,
    };
  }
  return { ok: true, status: rule.to === 'same' ? status : rule.to };
};

/** Starting requests the first rate; the others wait for their date. */
export const startRates = (rates: InstalmentRate[]): InstalmentRate[] =>
  rates.map((rate, index) => ({ ...rate, status: index === 0 ? 'PENDING' : 'SCHEDULED' }));

/** Where collecting the rates has brought a started plan. */
export const progressStatus = (rates: InstalmentRate[]): InstalmentPlanStatus => {
  if (rates.length > 0 && rates.every((rate) => rate.status === 'COMPLETED')) return 'COMPLETED';
  if (rates.some((rate) => rate.status === 'SCHEDULED')) return 'RUNNING';
  return 'WAITING_FOR_COMPLETION';
};

/** The next rate to be paid: for a draft its first rate, for a started plan the first one still due. */
export const nextPaymentDueDate = (
  status: InstalmentPlanStatus,
  rates: InstalmentRate[],
): string | undefined => {
  if (status === 'DRAFT') return rates[0]?.date;
  if (status !== 'RUNNING' && status !== 'WAITING_FOR_COMPLETION') return undefined;
  return rates.find((rate) => rate.status === 'PENDING' || rate.status === 'SCHEDULED')?.date;
};

/**
 * A plan as the API answers it: the customer as they are now. Of a customer deleted since, the
 * backend keeps only the e-mail address (the portal then shows it with '(debitor deleted)').
 */
export const presentPlan = (plan: InstalmentPlan, db: Db): InstalmentPlan => {
  if (!plan.debtor) return plan;
  const { id, emailAddress } = plan.debtor;
  const debitor = debitorById(db, id);
  if (debitor) return { ...plan, debtor: debitorSummary(debitor) };
  return { ...plan, debtor: emailAddress ? { id, emailAddress } : { id } };
};

export type PlanDraft = { plan: InstalmentPlan } | { errors: FieldError[] };

/** Checks a create or edit payload and computes the draft it describes (nothing is stored). */
export const draftFromInput = (
  input: InstalmentPlanInput,
  db: Db,
  today: string,
  base: Pick<InstalmentPlan, 'id' | 'createdDateTime'>,
): PlanDraft => {
  const errors = checkPlanFigures(input, today);
  const debitor = db.debitors.find((candidate) => candidate.id === input.debtorId);
  if (!debitor) errors.push({ field: 'debtorId', message: 'debitor does not exist' });
  if (!db.bankAccounts.some((account) => account.id === input.bankAccountId)) {
    errors.push({ field: 'bankAccountId', message: 'bank account does not exist' });
  }
  if (input.requireDownPayment && input.downPayment === undefined) {
    errors.push({ field: 'downPayment', message: 'downPayment is required when requireDownPayment is set' });
  }
  if (errors.length > 0 || !debitor) return { errors };
  const instalmentRates = buildSchedule(input);
  const plan: InstalmentPlan = {
    id: base.id,
    status: 'DRAFT',
    debtor: debitorSummary(debitor),
    purpose: input.purpose,
    totalNetAmount: input.totalNetAmount,
    intervalAmount: input.intervalAmount,
    interval: input.interval,
    intervalDay: input.intervalDay ?? Number(input.startDate.slice(8, 10)),
    startDate: input.startDate,
    requireDownPayment: input.downPayment !== undefined,
    instalmentRates,
    bankAccount: { id: input.bankAccountId },
    createdDateTime: base.createdDateTime,
  };
  if (input.downPayment !== undefined) plan.downPayment = input.downPayment;
  if (input.metadata?.length) {
    plan.metadata = input.metadata.map(({ key, value }) => ({ name: key, value }));
  }
  const due = nextPaymentDueDate('DRAFT', instalmentRates);
  if (due) plan.nextPaymentDueDate = due;
  return { plan };
};

/** A verification id as payments carry it, e.g. VF-3T7R9W. */
export const verificationIdFrom = (sequence: number) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let value = (sequence * 7_919 + 104_729) % alphabet.length ** 6;
  let code = '';
  for (let index = 0; index < 6; index++) {
    code = (alphabet[value % alphabet.length] ?? 'X') + code;
    value = Math.floor(value / alphabet.length);
  }
  return `VF-${code}`;
};

/** A new verification id, distinct from every other (it comes from the database's running number). */
export const newVerificationId = (db: Db) => {
  db.sequence += 1;
  return verificationIdFrom(db.sequence);
};
