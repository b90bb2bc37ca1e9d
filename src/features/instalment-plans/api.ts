/** The instalment plans area's data: the list, the previews, and every write with its alerts. */
import {
  cancelInstalmentPlan,
  createInstalmentPlan,
  customiseInstalmentPlan,
  deleteInstalmentPlan,
  getListInstalmentPlansQueryKey,
  getListInstalmentPlansQueryOptions,
  listInstalmentPlans,
  previewInstalmentPlan,
  previewInstalmentPlanChange,
  startInstalmentPlan,
  updateInstalmentPlan,
} from '@generated/api/instalment-plans/instalment-plans';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import type { InstalmentPlanCustomisation } from '@generated/model/instalmentPlanCustomisation';
import type { InstalmentPlanInput } from '@generated/model/instalmentPlanInput';
import type { InstalmentPlanPreviewRequest } from '@generated/model/instalmentPlanPreviewRequest';
import { useCreateOnce } from '@/lib/create-once';
import { isApiError } from '@/lib/errors';
import { findSentIn, LOOKUP_SIZE } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import { toPlanListParams, type PlansSearchValues } from './plans-search';

export const plansListQueryOptions = (search: PlansSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListInstalmentPlansQueryOptions(toPlanListParams(search), { query: { retry: false } });

/** Every list of plans (and the customer page's count, whose key starts alike). */
const planKeys = () => [getListInstalmentPlansQueryKey()];

type PlanRef = Pick<InstalmentPlan, 'id'>;

const withReason = (key: string) => ({
  key: `instalment-plans:messages.${key}`,
  withServerMessage: true as const,
});

/** POST /instalment-plans/preview; a failure is 'instalment plan creation error' (spec 2 §8). */
export const usePreviewNewPlan = () =>
  useAppMutation({
    mutationFn: (body: InstalmentPlanPreviewRequest) => previewInstalmentPlan(body),
    error: withReason('instalment plan creation error'),
  });

/** The plan a try may have made: the customer's, made since, with the amounts, interval and purpose sent. */
const findSentPlan = findSentIn({
  list: async (input: InstalmentPlanInput) =>
    (
      await listInstalmentPlans({
        debitorId: input.debtorId,
        sort: ['createdDateTime,desc'],
        size: LOOKUP_SIZE,
      })
    )._embedded.instalmentPlans,
  createdAt: (plan) => plan.createdDateTime,
  fields: ['purpose', 'totalNetAmount', 'intervalAmount', 'interval', 'startDate', 'downPayment'],
  matches: (plan, input) => plan.debtor?.id === input.debtorId,
});

/** POST /instalment-plans: the draft. */
export const useCreatePlan = () => {
  const create = useCreateOnce(createInstalmentPlan, findSentPlan);
  return useAppMutation({
    mutationFn: create,
    invalidates: planKeys,
    success: 'instalment-plans:messages.instalment plan creation success',
    error: withReason('instalment plan creation error'),
  });
};

/** POST /instalment-plans/{id}/preview before editing a draft ('instalment plan edit error'). */
export const usePreviewEdit = () =>
  useAppMutation({
    mutationFn: ({ id, body }: PlanRef & { body: InstalmentPlanPreviewRequest }) =>
      previewInstalmentPlanChange(id, body),
    error: withReason('instalment plan edit error'),
  });

/** PUT /instalment-plans/{id}: 'instalment plan edit success'. */
export const useEditPlan = () =>
  useAppMutation({
    mutationFn: ({ id, body }: PlanRef & { body: InstalmentPlanInput }) => updateInstalmentPlan(id, body),
    invalidates: planKeys,
    success: 'instalment-plans:messages.instalment plan edit success',
    error: withReason('instalment plan edit error'),
  });

/** POST /instalment-plans/{id}/preview before customising a running plan. */
export const usePreviewCustomisation = () =>
  useAppMutation({
    mutationFn: ({ id, body }: PlanRef & { body: InstalmentPlanPreviewRequest }) =>
      previewInstalmentPlanChange(id, body),
    error: withReason('instalment plan customisation preview error'),
  });

/** PATCH /instalment-plans/{id}: 'customise instalment plan error' on failure. */
export const useCustomisePlan = () =>
  useAppMutation({
    mutationFn: ({ id, body }: PlanRef & { body: InstalmentPlanCustomisation }) =>
      customiseInstalmentPlan(id, body),
    invalidates: planKeys,
    success: 'instalment-plans:messages.customised',
    error: withReason('customise instalment plan error'),
  });

/**
 * POST /instalment-plans/{id}/_start: 'instalment plan start success'. The server refusing to
 * start the plan (4xx) is 'instalment start creation error'; a server fault or no answer at all is
 * 'instalment plan start error'.
 */
export const useStartPlan = () => {
  const { t } = useTranslation('instalment-plans');
  return useAppMutation({
    mutationFn: ({ id }: PlanRef) =>
      startInstalmentPlan(id).catch((error: unknown) => {
        const refused = isApiError(error) && error.status >= 400 && error.status < 500;
        notify.error(
          t(refused ? 'messages.instalment start creation error' : 'messages.instalment plan start error'),
        );
        throw error;
      }),
    invalidates: planKeys,
    success: 'instalment-plans:messages.instalment plan start success',
  });
};

/** DELETE /instalment-plans/{id} (a draft): 'Something went wrong' on failure. */
export const useDeletePlan = () =>
  useAppMutation({
    mutationFn: ({ id }: PlanRef) => deleteInstalmentPlan(id),
    invalidates: planKeys,
    success: 'instalment-plans:messages.deleted',
    error: 'instalment-plans:messages.Something went wrong',
  });

/** POST /instalment-plans/{id}/_cancel (a running plan): 'Something went wrong' on failure. */
export const useCancelPlan = () =>
  useAppMutation({
    mutationFn: ({ id }: PlanRef) => cancelInstalmentPlan(id),
    invalidates: planKeys,
    success: 'instalment-plans:messages.cancelled',
    error: 'instalment-plans:messages.Something went wrong',
  });
