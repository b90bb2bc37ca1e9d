/** The actions on one instalment plan: preview a change, customise, start and cancel. */
import type { HttpHandler } from 'msw';
import {
  CustomiseInstalmentPlanBody,
  PreviewInstalmentPlanChangeBody,
} from '../../../src-generated/zod/instalment-plans/instalment-plans.zod';
import type { InstalmentPlan } from '../../../src-generated/model/instalmentPlan';
import type { InstalmentPlanPreview } from '../../../src-generated/model/instalmentPlanPreview';
import type { Db } from '../../db/schema';
import { badRequest, notFound, ok, ruleProblem } from '../../lib/respond';
import { route } from '../../lib/route';
import {
  newVerificationId,
  nextPaymentDueDate,
  presentPlan,
  startRates,
  transition,
  type PlanAction,
} from './rules';
import { buildSchedule, checkCustomisation, checkPlanFigures, reschedule, todayInGermany } from './schedule';

type Found = { plan: InstalmentPlan; index: number } | { response: Response };

/** The plan of the path, if it exists and the action is allowed in its status. */
const planFor = (db: Db, id: string | undefined, action: PlanAction): Found => {
  const index = db.instalmentPlans.findIndex((plan) => plan.id === id);
  const plan = db.instalmentPlans[index];
  if (!plan) return { response: notFound('Instalment plan') };
  const allowed = transition(plan.status, action);
  if (!allowed.ok) return { response: badRequest(allowed.message) };
  return { plan, index };
};

const save = (db: Db, index: number, plan: InstalmentPlan) => {
  const due = nextPaymentDueDate(plan.status, plan.instalmentRates ?? []);
  const stored: InstalmentPlan = { ...plan };
  if (due) stored.nextPaymentDueDate = due;
  else delete stored.nextPaymentDueDate;
  db.instalmentPlans[index] = stored;
  return ok(presentPlan(stored, db));
};

export const instalmentPlanActionHandlers: HttpHandler[] = [
  route('previewInstalmentPlanChange', ({ db, body, params }) => {
    const found = planFor(db, params.id, 'preview');
    if ('response' in found) return found.response;
    const { plan } = found;
    const input = PreviewInstalmentPlanChangeBody.parse(body);
    const preview: InstalmentPlanPreview = {
      purpose: input.purpose,
      totalNetAmount: input.totalNetAmount,
      intervalAmount: input.intervalAmount,
      interval: plan.interval,
      instalmentRates: [],
    };
    if (plan.status === 'RUNNING') {
      // Customising: what is covered stays, the rest is spread anew on the plan's interval.
      const rates = plan.instalmentRates ?? [];
      const errors = checkCustomisation(rates, input);
      if (errors.length > 0) return ruleProblem(errors);
      preview.instalmentRates = reschedule(rates, {
        ...input,
        interval: plan.interval,
        intervalDay: plan.intervalDay,
      });
      if (plan.intervalDay) preview.intervalDay = plan.intervalDay;
      if (plan.startDate) preview.startDate = plan.startDate;
      if (plan.downPayment) preview.downPayment = plan.downPayment;
      return ok(preview);
    }
    // Editing a draft: a new schedule from the changed figures.
    const today = todayInGermany();
    const figures = {
      ...input,
      intervalDay: input.intervalDay ?? plan.intervalDay,
      startDate: input.startDate ?? plan.startDate ?? today,
    };
    const errors = checkPlanFigures(figures, today);
    if (errors.length > 0) return ruleProblem(errors);
    preview.interval = figures.interval;
    preview.startDate = figures.startDate;
    preview.intervalDay = figures.intervalDay ?? Number(figures.startDate.slice(8, 10));
    if (figures.downPayment !== undefined) preview.downPayment = figures.downPayment;
    preview.instalmentRates = buildSchedule(figures);
    return ok(preview);
  }),

  route('customiseInstalmentPlan', ({ db, body, params }) => {
    const found = planFor(db, params.id, 'customise');
    if ('response' in found) return found.response;
    const { plan, index } = found;
    const input = CustomiseInstalmentPlanBody.parse(body);
    const rates = plan.instalmentRates ?? [];
    const change = {
      totalNetAmount: input.totalNetAmount ?? plan.totalNetAmount,
      intervalAmount: input.intervalAmount ?? plan.intervalAmount,
      interval: plan.interval,
      intervalDay: plan.intervalDay,
    };
    const errors = checkCustomisation(rates, change);
    if (errors.length > 0) return ruleProblem(errors);
    const customised: InstalmentPlan = {
      ...plan,
      purpose: input.purpose ?? plan.purpose,
      totalNetAmount: change.totalNetAmount,
      intervalAmount: change.intervalAmount,
      instalmentRates: reschedule(rates, change),
    };
    if (input.metadata) {
      if (input.metadata.length > 0) customised.metadata = input.metadata;
      else delete customised.metadata;
    }
    return save(db, index, customised);
  }),

  route('startInstalmentPlan', ({ db, params }) => {
    const found = planFor(db, params.id, 'start');
    if ('response' in found) return found.response;
    const { plan, index } = found;
    return save(db, index, {
      ...plan,
      status: 'RUNNING',
      verificationId: plan.verificationId ?? newVerificationId(db),
      instalmentRates: startRates(plan.instalmentRates ?? []),
    });
  }),

  route('cancelInstalmentPlan', ({ db, params }) => {
    const found = planFor(db, params.id, 'cancel');
    if ('response' in found) return found.response;
    const { plan, index } = found;
    // The rates stay as they were, so the plan's history shows what was paid and what was planned.
    return save(db, index, { ...plan, status: 'CANCELLED' });
  }),
];
