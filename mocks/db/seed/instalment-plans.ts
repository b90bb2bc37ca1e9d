/**
 * About 20 instalment plans of existing customers, in every status and with every rate status.
 * The rates come from the same calculator the previews use; their statuses follow from their dates
 * relative to the seed's now: past rates are collected, the one due last is still pending.
 */
import type { InstalmentPlan } from '../../../src-generated/model/instalmentPlan';
import type { InstalmentRate } from '../../../src-generated/model/instalmentRate';
import { debitorSummary } from '../../areas/customers/rules';
import { nextPaymentDueDate, verificationIdFrom } from '../../areas/instalment-plans/rules';
import { buildSchedule } from '../../areas/instalment-plans/schedule';
import type { Seeder } from './context';
import { planSpecs, type PlanSpec } from './instalment-plan-catalogue';

const DAY = 86_400_000;

/** The rate statuses of a plan that has got as far as `today`. */
const collect = (spec: PlanSpec, rates: InstalmentRate[], today: string): InstalmentRate[] => {
  if (spec.status === 'DRAFT') return rates;
  const due = rates.filter((rate) => rate.date <= today).length;
  return rates.map((rate, index): InstalmentRate => {
    if (index === spec.failedRate) return { ...rate, status: 'ERROR' };
    if (spec.status === 'COMPLETED') return { ...rate, status: 'COMPLETED' };
    if (spec.status === 'CANCELLED') {
      // Cancelled after a failed rate, or else today: nothing after that was collected.
      const stop = spec.failedRate ?? due;
      return { ...rate, status: index < stop ? 'COMPLETED' : 'SCHEDULED' };
    }
    // Running or waiting: the rate due last has been requested, the ones before it collected.
    const pending = Math.max(due - 1, 0);
    if (index < pending) return { ...rate, status: 'COMPLETED' };
    return { ...rate, status: index === pending ? 'PENDING' : 'SCHEDULED' };
  });
};

export const seedInstalmentPlans: Seeder = (db, { id, daysAgo, now, scenario }) => {
  if (scenario.fresh || db.debitors.length === 0 || db.bankAccounts.length === 0) return;
  const today = now.toISOString().slice(0, 10);
  planSpecs.forEach((spec, index) => {
    const debitor = db.debitors[spec.debitor] ?? db.debitors[0];
    const bankAccount = db.bankAccounts[spec.bankAccount ?? 0] ?? db.bankAccounts[0];
    if (!debitor || !bankAccount) return;
    const startDate = new Date(now.getTime() + spec.startInDays * DAY).toISOString().slice(0, 10);
    const interval = spec.interval ?? 'MONTHLY';
    const rates = collect(
      spec,
      buildSchedule({
        totalNetAmount: spec.total,
        intervalAmount: spec.rate,
        interval,
        intervalDay: spec.intervalDay,
        startDate,
        downPayment: spec.down,
      }),
      today,
    );
    const plan: InstalmentPlan = {
      id: id(),
      status: spec.status,
      debtor: debitorSummary(debitor),
      purpose: spec.purpose,
      totalNetAmount: spec.total,
      intervalAmount: spec.rate,
      interval,
      intervalDay: spec.intervalDay,
      startDate,
      requireDownPayment: spec.down !== undefined,
      instalmentRates: rates,
      bankAccount: { id: bankAccount.id },
      createdDateTime: daysAgo(spec.startInDays > 0 ? 1 + index : 7 - spec.startInDays),
    };
    if (spec.status !== 'DRAFT') plan.verificationId = verificationIdFrom(db.sequence);
    if (spec.down !== undefined) plan.downPayment = spec.down;
    if (spec.metadata) plan.metadata = spec.metadata.map(([name, value]) => ({ name, value }));
    const due = nextPaymentDueDate(spec.status, rates);
    if (due) plan.nextPaymentDueDate = due;
    db.instalmentPlans.push(plan);
  });
};
