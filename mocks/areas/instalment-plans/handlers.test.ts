import { describe, expect, it } from 'vitest';
import {
  CreateInstalmentPlanResponse,
  PreviewInstalmentPlanResponse,
} from '../../../src-generated/zod/instalment-plans/instalment-plans.zod';
import { getDb } from '../../node';
import { callOperation, expectProblem } from '../../test-helpers';
import { inDays, list, newPlan, planIn } from './fixtures';

describe('listInstalmentPlans', () => {
  it('answers 401 without a token', async () => {
    const answer = await callOperation('listInstalmentPlans', { token: null });
    expectProblem(answer, 401);
  });

  it('pages zero-based, newest first by default, and every seeded plan passes the contract', async () => {
    const all = await list({ size: 1000 });
    expect(all.page).toEqual({ size: 1000, totalElements: 21, totalPages: 1, number: 0 });
    const created = all._embedded.instalmentPlans.map((plan) => plan.createdDateTime);
    expect(created).toEqual([...created].sort().reverse());
    const first = await list({ size: 10 });
    expect(first.page).toEqual({ size: 10, totalElements: 21, totalPages: 3, number: 0 });
    const last = await list({ size: 10, page: 2 });
    expect(last._embedded.instalmentPlans).toHaveLength(1);
    expect(last._embedded.instalmentPlans[0]?.id).toBe(all._embedded.instalmentPlans[20]?.id);
    const oldestFirst = await list({ size: 1000, sort: 'createdDateTime,asc' });
    expect(oldestFirst._embedded.instalmentPlans.map((plan) => plan.createdDateTime)).toEqual(
      [...created].reverse(),
    );
  });

  it('seeds every plan status and every rate status, with down payments, metadata and a deleted customer', async () => {
    const plans = (await list({ size: 1000 }))._embedded.instalmentPlans;
    const statuses = new Set(plans.map((plan) => plan.status));
    expect([...statuses].sort()).toEqual([
      'CANCELLED',
      'COMPLETED',
      'DRAFT',
      'RUNNING',
      'WAITING_FOR_COMPLETION',
    ]);
    const rateStatuses = new Set(
      plans.flatMap((plan) => plan.instalmentRates ?? []).map((rate) => rate.status),
    );
    expect([...rateStatuses].sort()).toEqual(['COMPLETED', 'ERROR', 'PENDING', 'SCHEDULED']);
    expect(plans.some((plan) => plan.downPayment)).toBe(true);
    expect(plans.some((plan) => plan.metadata?.length === 5)).toBe(true);
    expect(plans.some((plan) => plan.debtor && !plan.debtor.lastName)).toBe(true);
    for (const plan of plans) {
      const rates = plan.instalmentRates ?? [];
      const sum = rates.reduce((total, rate) => total + Math.round(rate.amount * 100), 0);
      expect(sum).toBe(Math.round(plan.totalNetAmount * 100));
      expect(getDb().debitors.some((debitor) => debitor.id === plan.debtor?.id)).toBe(true);
      expect(getDb().bankAccounts.some((account) => account.id === plan.bankAccount?.id)).toBe(true);
    }
  });

  it('filters by statuses (repeated), customer, search and creation dates', async () => {
    for (const status of ['DRAFT', 'RUNNING', 'COMPLETED', 'WAITING_FOR_COMPLETION', 'CANCELLED']) {
      const page = await list({ statuses: [status], size: 100 });
      expect(page.page.totalElements).toBeGreaterThan(0);
      expect(page._embedded.instalmentPlans.every((plan) => plan.status === status)).toBe(true);
    }
    const two = await list({ statuses: ['DRAFT', 'CANCELLED'], size: 100 });
    expect(two.page.totalElements).toBe(7);
    const running = planIn('RUNNING');
    const mine = await list({ debitorId: running.debtor?.id ?? '' });
    expect(mine._embedded.instalmentPlans.map((plan) => plan.id)).toEqual([running.id]);
    const byPurpose = await list({ search: 'meisterkurs' });
    expect(byPurpose._embedded.instalmentPlans.map((plan) => plan.purpose)).toEqual([
      'Kursgebühren Meisterkurs Bäckerhandwerk',
    ]);
    const byName = await list({ search: running.debtor?.lastName ?? '' });
    expect(byName._embedded.instalmentPlans.map((plan) => plan.id)).toContain(running.id);
    const created = running.createdDateTime.slice(0, 10);
    const sameDay = await list({
      startDate: `${created}T00:00:00.000Z`,
      endDate: `${created}T23:59:59.999Z`,
    });
    expect(sameDay._embedded.instalmentPlans.map((plan) => plan.id)).toContain(running.id);
    expect(sameDay._embedded.instalmentPlans.every((plan) => plan.createdDateTime.startsWith(created))).toBe(
      true,
    );
  });
  it('shows a customer deleted since with the e-mail address only', async () => {
    const plan = planIn('RUNNING');
    const db = getDb();
    db.debitors = db.debitors.filter((debitor) => debitor.id !== plan.debtor?.id);
    const answer = await list({ debitorId: plan.debtor?.id ?? '' });
    expect(answer._embedded.instalmentPlans[0]?.debtor).toEqual({
      id: plan.debtor?.id,
      emailAddress: plan.debtor?.emailAddress,
    });
  });
});

describe('createInstalmentPlan and previewInstalmentPlan', () => {
  it('creates a draft with computed rates that shows up in the list', async () => {
    const input = newPlan();
    const answer = await callOperation('createInstalmentPlan', { body: input });
    expect(answer.status).toBe(200);
    const plan = CreateInstalmentPlanResponse.parse(answer.body);
    expect(plan.status).toBe('DRAFT');
    expect(plan.metadata).toEqual([{ name: 'Auftragsnummer', value: 'A-2026-999' }]);
    expect(plan.instalmentRates?.map((rate) => rate.amount)).toEqual([100, 300, 300, 300]);
    expect(plan.instalmentRates?.[0]?.date).toBe(input.startDate);
    expect(plan.nextPaymentDueDate).toBe(input.startDate);
    expect(plan.debtor?.id).toBe(input.debtorId);
    const drafts = await list({ statuses: ['DRAFT'], size: 100 });
    expect(drafts._embedded.instalmentPlans[0]?.id).toBe(plan.id);
  });

  it('answers 400 with the rule broken', async () => {
    const cases: [Partial<ReturnType<typeof newPlan>>, string][] = [
      [{ intervalAmount: 1000.01 }, 'intervalAmount may not exceed totalNetAmount'],
      [{ downPayment: 700.01 }, 'downPayment may not exceed totalNetAmount minus intervalAmount (700.00)'],
      [{ startDate: inDays(-1) }, 'startDate may not be in the past'],
      [{ debtorId: 'unknown' }, 'debitor does not exist'],
      [{ bankAccountId: 'unknown' }, 'bank account does not exist'],
    ];
    for (const [change, message] of cases) {
      const answer = await callOperation('createInstalmentPlan', { body: { ...newPlan(), ...change } });
      expect(expectProblem(answer, 400).message).toBe(message);
    }
    const sixRows = Array.from({ length: 6 }, (_, index) => ({ key: `k${index}`, value: 'v' }));
    for (const change of [
      { intervalDay: 32 },
      { intervalDay: 0 },
      { metadata: sixRows },
      { purpose: 'Rate' },
    ]) {
      const answer = await callOperation('createInstalmentPlan', { body: { ...newPlan(), ...change } });
      expect(expectProblem(answer, 400).message).toBe('Validation errors');
    }
    expectProblem(await callOperation('createInstalmentPlan', { body: newPlan(), token: null }), 401);
    expect((await list()).page.totalElements).toBe(21);
  });

  it('previews the rates of a new plan without storing it', async () => {
    const { purpose, totalNetAmount, intervalAmount, interval, intervalDay, startDate } = newPlan();
    const answer = await callOperation('previewInstalmentPlan', {
      body: { purpose, totalNetAmount, intervalAmount, interval, intervalDay, startDate },
    });
    expect(answer.status).toBe(200);
    const preview = PreviewInstalmentPlanResponse.parse(answer.body);
    expect(preview.instalmentRates.map((rate) => rate.amount)).toEqual([300, 300, 300, 100]);
    expect((await list()).page.totalElements).toBe(21);
    const bad = await callOperation('previewInstalmentPlan', {
      body: { purpose, totalNetAmount, intervalAmount: 2000, interval },
    });
    expect(expectProblem(bad, 400).message).toBe('intervalAmount may not exceed totalNetAmount');
    expectProblem(await callOperation('previewInstalmentPlan', { body: { purpose }, token: null }), 401);
  });
});
