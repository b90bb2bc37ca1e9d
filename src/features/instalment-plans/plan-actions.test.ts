import { describe, expect, it } from 'vitest';
import { InstalmentPlanStatus } from '@generated/model/instalmentPlanStatus';
import { planActions, type PlanAction } from './plan-actions';

/** Spec 3 §4: details always; customise and cancel only RUNNING; edit, start, delete only DRAFT. */
const expected: Record<InstalmentPlanStatus, PlanAction[]> = {
  DRAFT: ['details', 'edit', 'start', 'delete'],
  RUNNING: ['details', 'customise', 'cancel'],
  COMPLETED: ['details'],
  WAITING_FOR_COMPLETION: ['details'],
  CANCELLED: ['details'],
};

describe('instalment plan actions by status (spec 3 §4)', () => {
  it.each(Object.values(InstalmentPlanStatus))('%s', (status) => {
    expect(planActions({ status })).toEqual(expected[status]);
  });
});
