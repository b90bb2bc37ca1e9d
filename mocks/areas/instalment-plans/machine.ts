/**
 * The instalment plan's state machine. The merchant's actions (spec 3 §4): edit, start and delete
 * only a DRAFT; customise and cancel only a RUNNING plan. The rest happens as rates are collected:
 * a RUNNING plan whose rates have all been requested waits for the last ones
 * (WAITING_FOR_COMPLETION) and is COMPLETED when every rate is.
 */
import type { InstalmentPlanStatus } from '../../../src-generated/model/instalmentPlanStatus';
import type { InstalmentRate } from '../../../src-generated/model/instalmentRate';

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
