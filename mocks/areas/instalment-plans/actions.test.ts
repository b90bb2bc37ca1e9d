import { describe, expect, it } from 'vitest';
import type { InstalmentPlanStatus } from '../../../src-generated/model/instalmentPlanStatus';
import {
  CancelInstalmentPlanResponse,
  CreateInstalmentPlanResponse,
  CustomiseInstalmentPlanResponse,
  PreviewInstalmentPlanChangeResponse,
  StartInstalmentPlanResponse,
  UpdateInstalmentPlanResponse,
} from '../../../src-generated/zod/instalment-plans/instalment-plans.zod';
import { getDb } from '../../node';
import { callOperation, expectProblem } from '../../test-helpers';
import { list, newPlan, planIn } from './fixtures';

describe('a plan through its states', () => {
  const create = async () => {
    const answer = await callOperation('createInstalmentPlan', { body: newPlan() });
    return CreateInstalmentPlanResponse.parse(answer.body);
  };

  it('edits, starts, customises and cancels a plan', async () => {
    const draft = await create();
    const edited = await callOperation('updateInstalmentPlan', {
      params: { id: draft.id },
      body: { ...newPlan(), totalNetAmount: 1250, downPayment: undefined, purpose: 'Ratenzahlung geändert' },
    });
    expect(edited.status).toBe(200);
    const editedPlan = UpdateInstalmentPlanResponse.parse(edited.body);
    expect(editedPlan.purpose).toBe('Ratenzahlung geändert');
    expect(editedPlan.downPayment).toBeUndefined();
    expect(editedPlan.instalmentRates?.map((rate) => rate.amount)).toEqual([300, 300, 300, 300, 50]);
    expect(editedPlan.createdDateTime).toBe(draft.createdDateTime);
    const pastStart = await callOperation('updateInstalmentPlan', {
      params: { id: draft.id },
      body: { ...newPlan(), startDate: '2020-01-01' },
    });
    expect(expectProblem(pastStart, 400).message).toBe('startDate may not be in the past');

    const started = await callOperation('startInstalmentPlan', { params: { id: draft.id } });
    expect(started.status).toBe(200);
    const running = StartInstalmentPlanResponse.parse(started.body);
    expect(running.status).toBe('RUNNING');
    expect(running.verificationId).toMatch(/^VF-[A-Z0-9]{6}$/);
    expect(running.instalmentRates?.map((rate) => rate.status)).toEqual([
      'PENDING',
      'SCHEDULED',
      'SCHEDULED',
      'SCHEDULED',
      'SCHEDULED',
    ]);
    expect(running.nextPaymentDueDate).toBe(running.instalmentRates?.[0]?.date);

    const customised = await callOperation('customiseInstalmentPlan', {
      params: { id: draft.id },
      body: { totalNetAmount: 900, intervalAmount: 200, metadata: [{ name: 'Grund', value: 'Nachlass' }] },
    });
    expect(customised.status).toBe(200);
    const changed = CustomiseInstalmentPlanResponse.parse(customised.body);
    expect(changed.instalmentRates?.map((rate) => [rate.amount, rate.status])).toEqual([
      [300, 'PENDING'],
      [200, 'SCHEDULED'],
      [200, 'SCHEDULED'],
      [200, 'SCHEDULED'],
    ]);
    expect(changed.metadata).toEqual([{ name: 'Grund', value: 'Nachlass' }]);

    const cancelled = await callOperation('cancelInstalmentPlan', { params: { id: draft.id } });
    const plan = CancelInstalmentPlanResponse.parse(cancelled.body);
    expect(plan.status).toBe('CANCELLED');
    expect(plan.nextPaymentDueDate).toBeUndefined();
    const inList = await list({ statuses: ['CANCELLED'], size: 100 });
    expect(inList._embedded.instalmentPlans.map((candidate) => candidate.id)).toContain(draft.id);
  });

  it('deletes a draft, which is then gone', async () => {
    const draft = await create();
    const answer = await callOperation('deleteInstalmentPlan', { params: { id: draft.id } });
    expect(answer.status).toBe(200);
    expect((await list({ size: 100 }))._embedded.instalmentPlans.map((plan) => plan.id)).not.toContain(
      draft.id,
    );
    expectProblem(await callOperation('deleteInstalmentPlan', { params: { id: draft.id } }), 404);
  });

  it('refuses every action outside its statuses with a 400 Problem', async () => {
    const forbidden: [string, InstalmentPlanStatus, object | undefined][] = [
      ['updateInstalmentPlan', 'RUNNING', newPlan()],
      ['startInstalmentPlan', 'RUNNING', undefined],
      ['startInstalmentPlan', 'CANCELLED', undefined],
      ['deleteInstalmentPlan', 'RUNNING', undefined],
      ['deleteInstalmentPlan', 'COMPLETED', undefined],
      ['customiseInstalmentPlan', 'DRAFT', { totalNetAmount: 1000 }],
      ['customiseInstalmentPlan', 'WAITING_FOR_COMPLETION', { totalNetAmount: 1000 }],
      ['cancelInstalmentPlan', 'DRAFT', undefined],
      ['cancelInstalmentPlan', 'COMPLETED', undefined],
      ['cancelInstalmentPlan', 'CANCELLED', undefined],
      [
        'previewInstalmentPlanChange',
        'COMPLETED',
        { purpose: 'Vorschau', totalNetAmount: 100, intervalAmount: 10, interval: 'MONTHLY' },
      ],
    ];
    for (const [operationId, status, body] of forbidden) {
      const plan = planIn(status);
      const answer = await callOperation(operationId, { params: { id: plan.id }, body });
      expect(expectProblem(answer, 400).message, `${operationId} in ${status}`).toContain(status);
      expect(getDb().instalmentPlans.find((candidate) => candidate.id === plan.id)?.status).toBe(status);
    }
  });

  it('answers 404 for unknown plans and 401 without a token', async () => {
    const body = { purpose: 'Vorschau', totalNetAmount: 100, intervalAmount: 10, interval: 'MONTHLY' };
    for (const [operationId, payload] of [
      ['updateInstalmentPlan', newPlan()],
      ['customiseInstalmentPlan', {}],
      ['deleteInstalmentPlan', undefined],
      ['previewInstalmentPlanChange', body],
      ['startInstalmentPlan', undefined],
      ['cancelInstalmentPlan', undefined],
    ] as const) {
      expectProblem(await callOperation(operationId, { params: { id: 'unknown' }, body: payload }), 404);
      expectProblem(
        await callOperation(operationId, { params: { id: 'unknown' }, body: payload, token: null }),
        401,
      );
    }
  });
});

describe('customising a running plan', () => {
  it('previews the change, keeping what is covered, without storing it', async () => {
    const plan = planIn('RUNNING');
    const covered = (plan.instalmentRates ?? [])
      .filter((rate) => rate.status === 'COMPLETED' || rate.status === 'PENDING')
      .reduce((sum, rate) => sum + rate.amount, 0);
    const answer = await callOperation('previewInstalmentPlanChange', {
      params: { id: plan.id },
      body: {
        purpose: plan.purpose,
        totalNetAmount: covered + 500,
        intervalAmount: 200,
        interval: 'MONTHLY',
        instalmentRates: plan.instalmentRates,
      },
    });
    expect(answer.status).toBe(200);
    const preview = PreviewInstalmentPlanChangeResponse.parse(answer.body);
    const open = (preview.instalmentRates ?? []).filter((rate) => rate.status === 'SCHEDULED');
    expect(open.map((rate) => rate.amount)).toEqual([200, 200, 100]);
    expect(getDb().instalmentPlans.find((candidate) => candidate.id === plan.id)).toEqual(plan);
  });

  it('previews the change of a draft as a new schedule', async () => {
    const plan = planIn('DRAFT');
    const answer = await callOperation('previewInstalmentPlanChange', {
      params: { id: plan.id },
      body: { purpose: plan.purpose, totalNetAmount: 500, intervalAmount: 250, interval: 'MONTHLY' },
    });
    const preview = PreviewInstalmentPlanChangeResponse.parse(answer.body);
    expect(preview.instalmentRates?.map((rate) => rate.amount)).toEqual([250, 250]);
  });

  it('does not go below what is covered, naming that amount, nor above it with the rate', async () => {
    const plan = planIn('RUNNING');
    const covered = (plan.instalmentRates ?? [])
      .filter((rate) => rate.status === 'COMPLETED' || rate.status === 'PENDING')
      .reduce((sum, rate) => sum + rate.amount, 0);
    const below = await callOperation('customiseInstalmentPlan', {
      params: { id: plan.id },
      body: { totalNetAmount: covered - 1 },
    });
    expect(expectProblem(below, 400).message).toBe(
      `totalNetAmount may not be below the amount already covered (${covered.toFixed(2)})`,
    );
    const rateTooHigh = await callOperation('customiseInstalmentPlan', {
      params: { id: plan.id },
      body: { totalNetAmount: covered + 100, intervalAmount: 100.01 },
    });
    expect(expectProblem(rateTooHigh, 400).errors?.[0]?.field).toBe('intervalAmount');
    expect(getDb().instalmentPlans.find((candidate) => candidate.id === plan.id)).toEqual(plan);
  });
});
