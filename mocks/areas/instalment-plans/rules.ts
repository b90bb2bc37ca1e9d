/** Building and presenting instalment plans: shared by the seed and the handlers. */
import type { DebitorSummary } from '../../../src-generated/model/debitorSummary';
import type { Debitor } from '../../../src-generated/model/debitor';
import type { InstalmentPlan } from '../../../src-generated/model/instalmentPlan';
import type { InstalmentPlanInput } from '../../../src-generated/model/instalmentPlanInput';
import type { Db } from '../../db/schema';
import { nextPaymentDueDate } from './machine';
import { buildSchedule, checkPlanFigures, type FieldError } from './schedule';

export const debitorSummary = (debitor: Debitor): DebitorSummary => {
  const summary: DebitorSummary = { id: debitor.id };
  if (debitor.firstName) summary.firstName = debitor.firstName;
  if (debitor.lastName) summary.lastName = debitor.lastName;
  if (debitor.companyName) summary.companyName = debitor.companyName;
  if (debitor.emailAddress) summary.emailAddress = debitor.emailAddress;
  return summary;
};

/**
 * A plan as the API answers it: the customer as they are now. Of a customer deleted since, the
 * backend keeps only the e-mail address (the portal then shows it with '(debitor deleted)').
 */
export const presentPlan = (plan: InstalmentPlan, db: Db): InstalmentPlan => {
  if (!plan.debtor) return plan;
  const { id, emailAddress } = plan.debtor;
  const debitor = db.debitors.find((candidate) => candidate.id === id);
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
