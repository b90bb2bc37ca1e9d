import { describe, expect, it } from 'vitest';
import type { InstalmentPlanStatus } from '../../../src-generated/model/instalmentPlanStatus';
import type { InstalmentRate } from '../../../src-generated/model/instalmentRate';
import {
  nextPaymentDueDate,
  planTransitions,
  progressStatus,
  startRates,
  transition,
  type PlanAction,
} from './rules';

const ALL: InstalmentPlanStatus[] = ['DRAFT', 'RUNNING', 'COMPLETED', 'WAITING_FOR_COMPLETION', 'CANCELLED'];

describe('the instalment plan state machine', () => {
  const allowed: Record<PlanAction, [InstalmentPlanStatus, InstalmentPlanStatus | null][]> = {
    edit: [['DRAFT', 'DRAFT']],
    preview: [
      ['DRAFT', 'DRAFT'],
      ['RUNNING', 'RUNNING'],
    ],
    start: [['DRAFT', 'RUNNING']],
    customise: [['RUNNING', 'RUNNING']],
    cancel: [['RUNNING', 'CANCELLED']],
    delete: [['DRAFT', null]],
  };

  const actions: PlanAction[] = ['edit', 'preview', 'start', 'customise', 'cancel', 'delete'];
  it('covers every action', () => expect(Object.keys(planTransitions).sort()).toEqual([...actions].sort()));
  for (const action of actions) {
    it(`allows ${action} exactly from ${planTransitions[action].from.join(', ')}`, () => {
      for (const status of ALL) {
        const result = transition(status, action);
        const expected = allowed[action].find(([from]) => from === status);
        if (expected) {
          expect(result).toEqual({ ok: true, status: expected[1] });
        } else {
          expect(result.ok).toBe(false);
          expect(!result.ok && result.message).toContain(status);
        }
      }
    });
  }

  it('requests the first rate on start and schedules the rest', () => {
    const rates: InstalmentRate[] = [
      { date: '2027-01-15', amount: 100, status: 'SCHEDULED' },
      { date: '2027-02-15', amount: 100, status: 'SCHEDULED' },
    ];
    expect(startRates(rates).map((rate) => rate.status)).toEqual(['PENDING', 'SCHEDULED']);
  });

  it('derives the progress of a started plan from its rates', () => {
    const rate = (status: InstalmentRate['status']): InstalmentRate => ({
      date: '2027-01-01',
      amount: 1,
      status,
    });
    expect(progressStatus([rate('COMPLETED'), rate('PENDING'), rate('SCHEDULED')])).toBe('RUNNING');
    expect(progressStatus([rate('COMPLETED'), rate('PENDING')])).toBe('WAITING_FOR_COMPLETION');
    expect(progressStatus([rate('COMPLETED'), rate('ERROR')])).toBe('WAITING_FOR_COMPLETION');
    expect(progressStatus([rate('COMPLETED'), rate('COMPLETED')])).toBe('COMPLETED');
  });

  it('gives the next payment date of drafts and started plans only', () => {
    const rates: InstalmentRate[] = [
      { date: '2027-01-15', amount: 100, status: 'COMPLETED' },
      { date: '2027-02-15', amount: 100, status: 'PENDING' },
      { date: '2027-03-15', amount: 100, status: 'SCHEDULED' },
    ];
    expect(nextPaymentDueDate('DRAFT', rates)).toBe('2027-01-15');
    expect(nextPaymentDueDate('RUNNING', rates)).toBe('2027-02-15');
    expect(nextPaymentDueDate('WAITING_FOR_COMPLETION', rates)).toBe('2027-02-15');
    expect(nextPaymentDueDate('COMPLETED', rates)).toBeUndefined();
    expect(nextPaymentDueDate('CANCELLED', rates)).toBeUndefined();
  });
});
