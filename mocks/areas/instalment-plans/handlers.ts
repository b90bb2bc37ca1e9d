import type { HttpHandler } from 'msw';
import {
  CreateInstalmentPlanBody,
  ListInstalmentPlansQueryParams,
  PreviewInstalmentPlanBody,
  UpdateInstalmentPlanBody,
} from '../../../src-generated/zod/instalment-plans/instalment-plans.zod';
import type { InstalmentPlanPreview } from '../../../src-generated/model/instalmentPlanPreview';
import { nextId, nowIso } from '../../lib/ids';
import { indexedByStatus } from '../../db/indexed-lists';
import { planIndex } from '../../lib/list-indexes';
import { matchesSearch, pageOf, sortItems, withinDates } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { badRequest, notFound, ok, ruleProblem } from '../../lib/respond';
import { route } from '../../lib/route';
import { draftFromInput, presentPlan, transition } from './rules';
import { buildSchedule, checkPlanFigures, todayInGermany } from './schedule';
import { instalmentPlanActionHandlers } from './actions';

const SEARCH_FIELDS = [
  'purpose',
  'verificationId',
  'debtor.firstName',
  'debtor.lastName',
  'debtor.companyName',
  'debtor.emailAddress',
];

export const instalmentPlansHandlers: HttpHandler[] = [
  route('listInstalmentPlans', ({ db, query: raw }) => {
    const filters = ListInstalmentPlansQueryParams.parse(raw);
    const query = listQuery(filters);
    const { statuses = [], debitorId, startDate, endDate } = filters;
    const indexed = indexedByStatus(
      db,
      planIndex,
      {
        statuses: statuses,
        debitor: debitorId,
        search: query.search,
        startDate: startDate,
        endDate: endDate,
      },
      query,
      'instalmentPlans',
      (plan) => presentPlan(plan, db),
    );
    if (indexed) return ok(indexed);
    const plans = db.instalmentPlans
      .map((plan) => presentPlan(plan, db))
      .filter(
        (plan) =>
          (statuses.length === 0 || statuses.includes(plan.status)) &&
          (!debitorId || plan.debtor?.id === debitorId) &&
          matchesSearch(plan, query.search, SEARCH_FIELDS) &&
          withinDates(plan.createdDateTime, startDate, endDate),
      );
    const sorted = sortItems(plans, query, { field: 'createdDateTime', direction: 'desc' });
    return ok(pageOf(sorted, query, 'instalmentPlans'));
  }),

  route('createInstalmentPlan', ({ db, body }) => {
    const input = CreateInstalmentPlanBody.parse(body);
    const draft = draftFromInput(input, db, todayInGermany(), { id: nextId(db), createdDateTime: nowIso() });
    if ('errors' in draft) return ruleProblem(draft.errors);
    db.instalmentPlans.push(draft.plan);
    return ok(draft.plan);
  }),

  route('previewInstalmentPlan', ({ body }) => {
    const input = PreviewInstalmentPlanBody.parse(body);
    const today = todayInGermany();
    const figures = { ...input, startDate: input.startDate ?? today };
    const errors = checkPlanFigures(figures, today);
    if (errors.length > 0) return ruleProblem(errors);
    const preview: InstalmentPlanPreview = {
      purpose: input.purpose,
      totalNetAmount: input.totalNetAmount,
      intervalAmount: input.intervalAmount,
      interval: input.interval,
      intervalDay: input.intervalDay ?? Number(figures.startDate.slice(8, 10)),
      startDate: figures.startDate,
      instalmentRates: buildSchedule(figures),
    };
    if (input.downPayment !== undefined) preview.downPayment = input.downPayment;
    return ok(preview);
  }),

  route('updateInstalmentPlan', ({ db, body, params }) => {
    const index = db.instalmentPlans.findIndex((plan) => plan.id === params.id);
    const existing = db.instalmentPlans[index];
    if (!existing) return notFound('Instalment plan');
    const allowed = transition(existing.status, 'edit');
    if (!allowed.ok) return badRequest(allowed.message);
    const input = UpdateInstalmentPlanBody.parse(body);
    const draft = draftFromInput(input, db, todayInGermany(), existing);
    if ('errors' in draft) return ruleProblem(draft.errors);
    db.instalmentPlans[index] = draft.plan;
    return ok(presentPlan(draft.plan, db));
  }),

  route('deleteInstalmentPlan', ({ db, params }) => {
    const existing = db.instalmentPlans.find((plan) => plan.id === params.id);
    if (!existing) return notFound('Instalment plan');
    const allowed = transition(existing.status, 'delete');
    if (!allowed.ok) return badRequest(allowed.message);
    db.instalmentPlans = db.instalmentPlans.filter((plan) => plan.id !== existing.id);
    return new Response(null, { status: 200 });
  }),

  ...instalmentPlanActionHandlers,
];
