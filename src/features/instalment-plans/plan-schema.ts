/**
 * The new instalment plan form (spec 2 §5): the contract's create body with the messages, and the
 * cross-field rules the contract only describes (rate not above total, down payment not above
 * total minus rate, start date not in the past).
 */
import { z } from 'zod';
import {
  CreateInstalmentPlanBody,
  createInstalmentPlanBodyIntervalDayMax,
  createInstalmentPlanBodyMetadataMax,
  createInstalmentPlanBodyPurposeMax,
  createInstalmentPlanBodyPurposeMin,
} from '@generated/zod/instalment-plans/instalment-plans.zod';
import type { InstalmentPlanInput } from '@generated/model/instalmentPlanInput';
import type { InstalmentPlanPreviewRequest } from '@generated/model/instalmentPlanPreviewRequest';
import { toAmount } from '@/components/form/amount';
import { businessDayOfMonth, businessToday } from '@/lib/business-date';
import { downPaymentFits, rateFitsTotal } from './plan-sums';

export const message = (key: string) => `instalment-plans:validation.${key}`;

export const METADATA_MAX = createInstalmentPlanBodyMetadataMax;

/** A positive amount from an AmountField (a number, or its text while it is not one yet). */
export const positiveAmount = (required: string, positive: string) =>
  z.preprocess(
    toAmount,
    z
      .number({ error: message(required) })
      .refine(Number.isFinite, message(required))
      .refine((amount) => amount > 0, message(positive)),
  );

/** An optional positive amount: empty is none. */
export const optionalAmount = (positive: string) =>
  z.preprocess(
    toAmount,
    z
      .number()
      .refine((amount) => amount > 0, message(positive))
      .optional(),
  );

export const purposeField = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, message('purposeRequired'))
    .min(min, message('purposeLength'))
    .max(max, message('purposeLength'));

export const metadataText = z.string().trim().min(1, message('metadataRequired'));

/** Today in Germany: the backend refuses an earlier start date. */
export const today = () => businessToday();

type Figures = { totalNetAmount: number; intervalAmount: number; downPayment?: number | undefined };

/** The rate not above the total; the down payment not above the total minus the rate. */
export const checkRateAndDownPayment = (values: Figures, context: z.RefinementCtx) => {
  if (!rateFitsTotal(values.totalNetAmount, values.intervalAmount)) {
    context.addIssue({ code: 'custom', path: ['intervalAmount'], message: message('rateAboveTotal') });
  } else if (
    values.downPayment !== undefined &&
    !downPaymentFits(values.totalNetAmount, values.intervalAmount, values.downPayment)
  ) {
    context.addIssue({ code: 'custom', path: ['downPayment'], message: message('downPaymentAboveRest') });
  }
};

export const PlanSchema = CreateInstalmentPlanBody.pick({ interval: true })
  .extend({
    debtorId: z.string().min(1, message('customer required')),
    bankAccountId: z.string().min(1, message('bank account required')),
    purpose: purposeField(createInstalmentPlanBodyPurposeMin, createInstalmentPlanBodyPurposeMax),
    totalNetAmount: positiveAmount('totalRequired', 'totalPositive'),
    intervalAmount: positiveAmount('rateRequired', 'ratePositive'),
    intervalDay: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .number({ error: message('min max interval day') })
        .int(message('min max interval day'))
        .min(1, message('min max interval day'))
        .max(createInstalmentPlanBodyIntervalDayMax, message('min max interval day')),
    ),
    startDate: z.iso
      .date(message('startDateRequired'))
      .refine((date) => date >= today(), message('startDateInPast')),
    downPayment: optionalAmount('downPaymentPositive'),
    metadata: z
      .array(z.object({ key: metadataText, value: metadataText }))
      .max(createInstalmentPlanBodyMetadataMax, message('metadataMax')),
  })
  .superRefine(checkRateAndDownPayment);

export type PlanInput = z.input<typeof PlanSchema>;
export type PlanValues = z.output<typeof PlanSchema>;

/** The rates fall due on the 1st or the 15th, whichever comes next (as the plan import does). */
export const defaultIntervalDay = (now = new Date()) => (businessDayOfMonth(now) >= 15 ? 1 : 15);

export const planDefaults = (customerId = ''): PlanInput => ({
  debtorId: customerId,
  bankAccountId: '',
  purpose: '',
  totalNetAmount: '',
  intervalAmount: '',
  interval: 'MONTHLY',
  intervalDay: defaultIntervalDay(),
  startDate: today(),
  downPayment: '',
  metadata: [],
});

export const toPreviewBody = (values: PlanValues): InstalmentPlanPreviewRequest => ({
  purpose: values.purpose,
  totalNetAmount: values.totalNetAmount,
  intervalAmount: values.intervalAmount,
  interval: values.interval,
  intervalDay: values.intervalDay,
  startDate: values.startDate,
  downPayment: values.downPayment,
});

export const toCreateBody = (values: PlanValues): InstalmentPlanInput => ({
  debtorId: values.debtorId,
  bankAccountId: values.bankAccountId,
  ...toPreviewBody(values),
  startDate: values.startDate,
  requireDownPayment: values.downPayment !== undefined,
  metadata: values.metadata.length ? values.metadata : undefined,
});
