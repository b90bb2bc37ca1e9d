/**
 * The forms that change an existing plan: editing a draft (total, purpose, rate, down payment)
 * and customising a running plan (total not below what is covered, rate not above the rest,
 * purpose, metadata), spec 3 §5. Both start from the contract's bodies.
 */
import { z } from 'zod';
import {
  CustomiseInstalmentPlanBody,
  customiseInstalmentPlanBodyMetadataMax,
  customiseInstalmentPlanBodyPurposeMax,
  customiseInstalmentPlanBodyPurposeMin,
  UpdateInstalmentPlanBody,
  updateInstalmentPlanBodyPurposeMax,
  updateInstalmentPlanBodyPurposeMin,
} from '@generated/zod/instalment-plans/instalment-plans.zod';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import type { InstalmentPlanCustomisation } from '@generated/model/instalmentPlanCustomisation';
import type { InstalmentPlanInput } from '@generated/model/instalmentPlanInput';
import type { InstalmentPlanPreviewRequest } from '@generated/model/instalmentPlanPreviewRequest';
import { paidSum, rateFitsRest, totalCoversPaid } from './plan-sums';
import {
  checkRateAndDownPayment,
  message,
  metadataText,
  optionalAmount,
  positiveAmount,
  purposeField,
  today,
} from './plan-schema';

export const EditPlanSchema = UpdateInstalmentPlanBody.pick({})
  .extend({
    totalNetAmount: positiveAmount('totalRequired', 'totalPositive'),
    purpose: purposeField(updateInstalmentPlanBodyPurposeMin, updateInstalmentPlanBodyPurposeMax),
    intervalAmount: positiveAmount('rateRequired', 'ratePositive'),
    downPayment: optionalAmount('downPaymentPositive'),
  })
  .superRefine(checkRateAndDownPayment);

export type EditPlanInput = z.input<typeof EditPlanSchema>;
export type EditPlanValues = z.output<typeof EditPlanSchema>;

export const editDefaults = (plan: InstalmentPlan): EditPlanInput => ({
  totalNetAmount: plan.totalNetAmount,
  purpose: plan.purpose,
  intervalAmount: plan.intervalAmount,
  downPayment: plan.downPayment ?? '',
});

export const toEditPreviewBody = (
  plan: InstalmentPlan,
  values: EditPlanValues,
): InstalmentPlanPreviewRequest => ({
  purpose: values.purpose,
  totalNetAmount: values.totalNetAmount,
  intervalAmount: values.intervalAmount,
  interval: plan.interval,
  intervalDay: plan.intervalDay,
  startDate: plan.startDate,
  downPayment: values.downPayment,
});

/** The PUT body: the draft as it is, with the edited figures. */
export const toEditBody = (plan: InstalmentPlan, values: EditPlanValues): InstalmentPlanInput => ({
  debtorId: plan.debtor?.id ?? '',
  bankAccountId: plan.bankAccount?.id ?? '',
  purpose: values.purpose,
  totalNetAmount: values.totalNetAmount,
  intervalAmount: values.intervalAmount,
  interval: plan.interval,
  intervalDay: plan.intervalDay,
  startDate: plan.startDate ?? today(),
  downPayment: values.downPayment,
  requireDownPayment: values.downPayment !== undefined,
  metadata: plan.metadata?.map(({ name, value }) => ({ key: name, value })),
});

/**
 * The customise form of a running plan. The message of a total below the covered amount names that
 * amount (`{{amount}}`, given by the dialog).
 */
export const customiseSchema = (covered: number) =>
  CustomiseInstalmentPlanBody.pick({})
    .extend({
      totalNetAmount: positiveAmount('totalRequired', 'totalPositive'),
      purpose: purposeField(customiseInstalmentPlanBodyPurposeMin, customiseInstalmentPlanBodyPurposeMax),
      intervalAmount: positiveAmount('rateRequired', 'ratePositive'),
      metadata: z
        .array(z.object({ name: metadataText, value: metadataText }))
        .max(customiseInstalmentPlanBodyMetadataMax, message('metadataMax')),
    })
    .superRefine((values, context) => {
      if (!totalCoversPaid(values.totalNetAmount, covered)) {
        context.addIssue({ code: 'custom', path: ['totalNetAmount'], message: message('totalBelowCovered') });
      } else if (!rateFitsRest(values.totalNetAmount, covered, values.intervalAmount)) {
        context.addIssue({ code: 'custom', path: ['intervalAmount'], message: message('rateAboveRest') });
      }
    });

type CustomiseSchema = ReturnType<typeof customiseSchema>;
export type CustomiseInput = z.input<CustomiseSchema>;
export type CustomiseValues = z.output<CustomiseSchema>;

export const coveredAmount = (plan: InstalmentPlan) => paidSum(plan.instalmentRates ?? []);

export const customiseDefaults = (plan: InstalmentPlan): CustomiseInput => ({
  totalNetAmount: plan.totalNetAmount,
  purpose: plan.purpose,
  intervalAmount: plan.intervalAmount,
  metadata: plan.metadata ?? [],
});

export const toCustomisePreviewBody = (
  plan: InstalmentPlan,
  values: CustomiseValues,
): InstalmentPlanPreviewRequest => ({
  purpose: values.purpose,
  totalNetAmount: values.totalNetAmount,
  intervalAmount: values.intervalAmount,
  interval: plan.interval,
  instalmentRates: plan.instalmentRates,
});

export const toCustomiseBody = (values: CustomiseValues): InstalmentPlanCustomisation => ({
  totalNetAmount: values.totalNetAmount,
  purpose: values.purpose,
  intervalAmount: values.intervalAmount,
  metadata: values.metadata,
});
