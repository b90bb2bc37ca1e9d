/** Shared fixtures of the instalment plan handler tests. */
import { expect } from 'vitest';
import type { InstalmentPlan } from '../../../src-generated/model/instalmentPlan';
import type { InstalmentPlanStatus } from '../../../src-generated/model/instalmentPlanStatus';
import { ListInstalmentPlansResponse } from '../../../src-generated/zod/instalment-plans/instalment-plans.zod';
import { todayInGermany } from './schedule';
import { getDb } from '../../node';
import { callOperation } from '../../test-helpers';

export const inDays = (days: number) => {
  const date = new Date(`${todayInGermany()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A copy of the first seeded plan in a status (a copy, so a later comparison sees any change). */
export const planIn = (status: InstalmentPlanStatus): InstalmentPlan => {
  const plan = getDb().instalmentPlans.find((candidate) => candidate.status === status);
  if (!plan) throw new Error(`no seeded plan in ${status}`);
  return structuredClone(plan);
};

export const list = async (query: Record<string, string | number | string[]> = {}) => {
  const answer = await callOperation('listInstalmentPlans', { query });
  expect(answer.status).toBe(200);
  return ListInstalmentPlansResponse.parse(answer.body);
};

export const newPlan = () => {
  const db = getDb();
  return {
    debtorId: db.debitors[4]?.id ?? '',
    bankAccountId: db.bankAccounts[0]?.id ?? '',
    purpose: 'Ratenzahlung Rechnung 2026-0999',
    totalNetAmount: 1000,
    intervalAmount: 300,
    interval: 'MONTHLY' as const,
    intervalDay: 15,
    startDate: inDays(10),
    downPayment: 100,
    metadata: [{ key: 'Auftragsnummer', value: 'A-2026-999' }],
  };
};
