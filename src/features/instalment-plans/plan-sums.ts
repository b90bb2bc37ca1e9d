/**
 * The money of an instalment plan (spec 2 §4, spec 3 §5), in whole cents so that no float drift
 * creeps into the sums: what is paid, what is open, how the schedule reads, and the limits of a
 * customisation.
 */
import type { BillingInterval } from '@generated/model/billingInterval';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import type { InstalmentRate } from '@generated/model/instalmentRate';

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

const sumCents = (rates: readonly InstalmentRate[]) =>
  rates.reduce((sum, rate) => sum + toCents(rate.amount), 0);

const isCovered = (rate: InstalmentRate) => rate.status === 'PENDING' || rate.status === 'COMPLETED';

/** Paid sum: the rates requested or collected (PENDING plus COMPLETED). */
export const paidSum = (rates: readonly InstalmentRate[]) => fromCents(sumCents(rates.filter(isCovered)));

/** Open sum: every rate not COMPLETED. */
export const openSum = (rates: readonly InstalmentRate[]) =>
  fromCents(sumCents(rates.filter((rate) => rate.status !== 'COMPLETED')));

/** The amount of a plan still open; a plan without rates has its whole total open. */
export const planOpenAmount = (plan: Pick<InstalmentPlan, 'instalmentRates' | 'totalNetAmount'>) =>
  plan.instalmentRates?.length ? openSum(plan.instalmentRates) : plan.totalNetAmount;

export type ScheduleSummary = {
  /** The down payment, the first rate of a plan that has one. */
  downPayment?: InstalmentRate;
  /** The regular rates: their amount and how many there are (the last one apart when it differs). */
  rate?: { amount: number; count: number };
  /** The last rate, only when its amount differs from the one before it. */
  lastRate?: InstalmentRate;
};

/** How a schedule reads: down payment, n rates of x, and a different last rate on its own. */
export const scheduleSummary = (
  rates: readonly InstalmentRate[],
  downPayment: number | undefined,
): ScheduleSummary => {
  const hasDown = Boolean(downPayment && downPayment > 0 && rates.length > 0);
  const regular = hasDown ? rates.slice(1) : [...rates];
  const last = regular.at(-1);
  const beforeLast = regular.at(-2);
  const lastDiffers = Boolean(last && beforeLast && toCents(last.amount) !== toCents(beforeLast.amount));
  const counted = lastDiffers ? regular.slice(0, -1) : regular;
  const first = counted[0];
  return {
    ...(hasDown && rates[0] ? { downPayment: rates[0] } : {}),
    ...(first ? { rate: { amount: first.amount, count: counted.length } } : {}),
    ...(lastDiffers && last ? { lastRate: last } : {}),
  };
};

const MONTHS: Record<BillingInterval, number> = { MONTHLY: 1, YEARLY: 12 };

/**
 * How many months a plan runs: one interval per rate (the down payment included); without rates
 * yet, the rates its figures make.
 */
export const durationInMonths = (
  plan: Pick<
    InstalmentPlan,
    'instalmentRates' | 'totalNetAmount' | 'intervalAmount' | 'downPayment' | 'interval'
  >,
) => {
  const rates = plan.instalmentRates?.length;
  if (rates) return rates * MONTHS[plan.interval];
  const rest = toCents(plan.totalNetAmount) - toCents(plan.downPayment ?? 0);
  const rate = toCents(plan.intervalAmount);
  if (rate <= 0) return 0;
  return (Math.ceil(Math.max(rest, 0) / rate) + (plan.downPayment ? 1 : 0)) * MONTHS[plan.interval];
};

/** The rate may not be above the total (a new plan, a draft). */
export const rateFitsTotal = (total: number, rate: number) => toCents(rate) <= toCents(total);

/** The most a down payment may be: the total minus one rate. */
export const maxDownPayment = (total: number, rate: number) => fromCents(toCents(total) - toCents(rate));

export const downPaymentFits = (total: number, rate: number, downPayment: number) =>
  toCents(downPayment) <= toCents(total) - toCents(rate);

/** A customised total may not be below what is already covered. */
export const totalCoversPaid = (total: number, covered: number) => toCents(total) >= toCents(covered);

/** The most a customised rate may be: the total minus what is already covered. */
export const maxCustomisedRate = (total: number, covered: number) =>
  fromCents(toCents(total) - toCents(covered));

export const rateFitsRest = (total: number, covered: number, rate: number) =>
  toCents(rate) <= toCents(total) - toCents(covered);
