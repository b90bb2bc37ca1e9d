import { describe, expect, it } from 'vitest';
import { CreateInstalmentPlanResponse } from '../../../src-generated/zod/instalment-plans/instalment-plans.zod';
import { CreatePaylinkResponse } from '../../../src-generated/zod/paylinks/paylinks.zod';
import { GetProductResponse } from '../../../src-generated/zod/products/products.zod';
import { presentPlan, progressStatus } from '../../areas/instalment-plans/rules';
import { presentPaylink } from '../../areas/paylinks/rules';
import { scenarios } from '../../scenarios';
import { seedDb } from './index';

describe('the seed of products, payment links and instalment plans', () => {
  for (const scenario of scenarios) {
    it(`passes the strict contract schemas in the ${scenario.name} scenario`, () => {
      const db = seedDb(scenario.name);
      if (scenario.fresh) {
        expect([db.products, db.paylinks, db.instalmentPlans].map((items) => items.length)).toEqual([
          0, 0, 0,
        ]);
        return;
      }
      expect(db.products).toHaveLength(20);
      expect(db.paylinks).toHaveLength(13);
      expect(db.instalmentPlans).toHaveLength(21);
      for (const product of db.products) GetProductResponse.parse(product);
      for (const link of db.paylinks) CreatePaylinkResponse.parse(presentPaylink(link, db));
      for (const plan of db.instalmentPlans) CreateInstalmentPlanResponse.parse(presentPlan(plan, db));
    });
  }

  it('is the same every time', () => {
    const first = seedDb('default');
    const second = seedDb('default');
    expect(second.products).toEqual(first.products);
    expect(second.paylinks).toEqual(first.paylinks);
    expect(second.instalmentPlans).toEqual(first.instalmentPlans);
  });

  it('gives ids that are unique across the database', () => {
    const db = seedDb('default');
    const ids = [...db.products, ...db.paylinks, ...db.instalmentPlans].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    const verificationIds = db.instalmentPlans.flatMap((plan) => plan.verificationId ?? []);
    expect(new Set(verificationIds).size).toBe(verificationIds.length);
  });

  it('gives started plans rates that agree with their status', () => {
    const db = seedDb('default');
    for (const plan of db.instalmentPlans) {
      const rates = plan.instalmentRates ?? [];
      if (plan.status === 'DRAFT') expect(rates.every((rate) => rate.status === 'SCHEDULED')).toBe(true);
      if (plan.status === 'DRAFT') expect(plan.verificationId).toBeUndefined();
      else expect(plan.verificationId).toMatch(/^VF-/);
      if (
        plan.status === 'RUNNING' ||
        plan.status === 'WAITING_FOR_COMPLETION' ||
        plan.status === 'COMPLETED'
      ) {
        expect(progressStatus(rates), plan.purpose).toBe(plan.status);
      }
      const dates = rates.map((rate) => rate.date);
      expect(dates).toEqual([...dates].sort());
      expect(plan.metadata?.length ?? 0).toBeLessThanOrEqual(5);
    }
  });
});
