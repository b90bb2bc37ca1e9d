/** Which actions an instalment plan offers in which status: spec 3 §4 as a pure function. */
import type { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';

export const planActionKeys = ['details', 'edit', 'start', 'customise', 'cancel', 'delete'] as const;

export type PlanAction = (typeof planActionKeys)[number];

const offeredIn: Record<PlanAction, (status: InstalmentPlanStatus) => boolean> = {
  details: () => true,
  edit: (status) => status === 'DRAFT',
  start: (status) => status === 'DRAFT',
  customise: (status) => status === 'RUNNING',
  cancel: (status) => status === 'RUNNING',
  delete: (status) => status === 'DRAFT',
};

/** The actions of a plan, in menu order. */
export const planActions = (plan: { status: InstalmentPlanStatus }): PlanAction[] =>
  planActionKeys.filter((action) => offeredIn[action](plan.status));
