/**
 * The rate schedule of an instalment plan, as the backend computes it for previews, drafts and
 * customisations. Pure: amounts are computed in cents (no floating-point drift in the last rate)
 * and dates are calendar dates (YYYY-MM-DD) without time zones.
 */
import type { BillingInterval } from '../../../src-generated/model/billingInterval';
import type { InstalmentRate } from '../../../src-generated/model/instalmentRate';
import type { FieldError } from '../../lib/respond';

/** Guards the mock against schedules of absurd length (a 0.01 € rate on a large total). */
export const MAX_RATES = 240;

export type ScheduleFigures = {
  totalNetAmount: number;
  intervalAmount: number;
  interval: BillingInterval;
  /** Day of the month the rates are due; defaults to the start date's day. */
  intervalDay?: number;
  startDate: string;
  downPayment?: number;
};

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

const parseDate = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month: month - 1, day };
};

const formatDate = (year: number, month: number, day: number) => {
  const normalised = new Date(Date.UTC(year, month, 1));
  const y = normalised.getUTCFullYear();
  const m = normalised.getUTCMonth();
  const d = Math.min(day, daysInMonth(y, m));
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/** The due date in the month `offset` months after `date`'s month; a short month takes its last day. */
export const dueDateInMonth = (date: string, offset: number, intervalDay: number) => {
  const { year, month } = parseDate(date);
  return formatDate(year, month + offset, intervalDay);
};

const monthsOf = (interval: BillingInterval) => (interval === 'YEARLY' ? 12 : 1);

/**
 * `count` due dates on the interval day, one per interval: the first on or after `from`, or, when
 * something was paid on `from` already (a down payment, a collected rate), one interval later.
 */
export const dueDates = (
  from: string,
  count: number,
  interval: BillingInterval,
  intervalDay: number,
  afterPayment = false,
): string[] => {
  const step = monthsOf(interval);
  const offset = afterPayment ? step : dueDateInMonth(from, 0, intervalDay) < from ? 1 : 0;
  return Array.from({ length: count }, (_, index) =>
    dueDateInMonth(from, offset + index * step, intervalDay),
  );
};

/** The amounts that pay `cents` in rates of `rateCents`: equal rates and a smaller last one for the rest. */
export const splitIntoRates = (cents: number, rateCents: number): number[] => {
  if (cents <= 0 || rateCents <= 0) return [];
  const count = Math.ceil(cents / rateCents);
  return Array.from({ length: count }, (_, index) =>
    index < count - 1 ? rateCents : cents - rateCents * (count - 1),
  );
};

export const rateCount = (
  figures: Pick<ScheduleFigures, 'totalNetAmount' | 'intervalAmount' | 'downPayment'>,
) =>
  Math.ceil(
    (toCents(figures.totalNetAmount) - toCents(figures.downPayment ?? 0)) / toCents(figures.intervalAmount),
  ) + (figures.downPayment ? 1 : 0);

/**
 * The rates of a new plan: the down payment on the start date, then the rest in rates of
 * intervalAmount on the interval day (from the next interval on when there is a down payment, else
 * from the start date on), the last one smaller when the rest does not divide evenly.
 */
export const buildSchedule = (figures: ScheduleFigures): InstalmentRate[] => {
  const down = toCents(figures.downPayment ?? 0);
  const day = figures.intervalDay ?? parseDate(figures.startDate).day;
  const amounts = splitIntoRates(toCents(figures.totalNetAmount) - down, toCents(figures.intervalAmount));
  const dates = dueDates(figures.startDate, amounts.length, figures.interval, day, down > 0);
  const rates: InstalmentRate[] = amounts.map((cents, index) => ({
    date: dates[index] ?? figures.startDate,
    amount: fromCents(cents),
    status: 'SCHEDULED',
  }));
  if (down > 0) rates.unshift({ date: figures.startDate, amount: fromCents(down), status: 'SCHEDULED' });
  return rates;
};

const sumCents = (rates: InstalmentRate[]) => rates.reduce((sum, rate) => sum + toCents(rate.amount), 0);

const isCovered = (rate: InstalmentRate) => rate.status === 'PENDING' || rate.status === 'COMPLETED';

/** Paid sum: the rates already requested or collected (PENDING plus COMPLETED). */
export const coveredAmount = (rates: InstalmentRate[]) => fromCents(sumCents(rates.filter(isCovered)));

/** Open sum: every rate not COMPLETED. */
export const openAmount = (rates: InstalmentRate[]) =>
  fromCents(sumCents(rates.filter((rate) => rate.status !== 'COMPLETED')));

export type Reschedule = {
  totalNetAmount: number;
  intervalAmount: number;
  interval: BillingInterval;
  intervalDay?: number;
};

/**
 * The rates of a running plan after a change: the covered rates stay as they are, the rest of the
 * new total is split anew, one interval after the last covered rate (or from where the uncovered
 * rates began when nothing is covered); failed rates are folded into the rest.
 */
export const reschedule = (rates: InstalmentRate[], change: Reschedule): InstalmentRate[] => {
  const kept = rates.filter(isCovered);
  const lastKept = kept.at(-1);
  const firstOpen = rates.find((rate) => !isCovered(rate));
  const anchor = lastKept?.date ?? firstOpen?.date ?? rates[0]?.date;
  if (!anchor) return kept;
  const day = change.intervalDay ?? parseDate(anchor).day;
  const amounts = splitIntoRates(
    toCents(change.totalNetAmount) - sumCents(kept),
    toCents(change.intervalAmount),
  );
  const dates = dueDates(anchor, amounts.length, change.interval, day, lastKept !== undefined);
  return [
    ...kept,
    ...amounts.map((cents, index): InstalmentRate => ({
      date: dates[index] ?? anchor,
      amount: fromCents(cents),
      status: 'SCHEDULED',
    })),
  ];
};

/** Today's date where the merchants are (Germany), which is what "not in the past" refers to. */
export const todayInGermany = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);

const euro = (amount: number) => amount.toFixed(2);

/** The cross-field rules of a new or edited plan (the contract's zod schema checks the rest). */
export const checkPlanFigures = (figures: ScheduleFigures, today: string): FieldError[] => {
  const errors: FieldError[] = [];
  const total = toCents(figures.totalNetAmount);
  const rate = toCents(figures.intervalAmount);
  if (rate > total) {
    errors.push({ field: 'intervalAmount', message: 'intervalAmount may not exceed totalNetAmount' });
  } else if (figures.downPayment !== undefined && toCents(figures.downPayment) > total - rate) {
    errors.push({
      field: 'downPayment',
      message: `downPayment may not exceed totalNetAmount minus intervalAmount (${euro(fromCents(total - rate))})`,
    });
  } else if (rateCount(figures) > MAX_RATES) {
    errors.push({
      field: 'intervalAmount',
      message: `An instalment plan may have at most ${MAX_RATES} rates`,
    });
  }
  if (figures.startDate < today) {
    errors.push({ field: 'startDate', message: 'startDate may not be in the past' });
  }
  if (figures.intervalDay !== undefined && (figures.intervalDay < 1 || figures.intervalDay > 31)) {
    errors.push({ field: 'intervalDay', message: 'min max interval day' });
  }
  return errors;
};

/** The rules of a customisation: not below what is covered, the rate not above what is left. */
export const checkCustomisation = (
  rates: InstalmentRate[],
  change: Pick<Reschedule, 'totalNetAmount' | 'intervalAmount'>,
): FieldError[] => {
  const covered = toCents(coveredAmount(rates));
  const total = toCents(change.totalNetAmount);
  if (total < covered) {
    return [
      {
        field: 'totalNetAmount',
        message: `totalNetAmount may not be below the amount already covered (${euro(fromCents(covered))})`,
      },
    ];
  }
  if (toCents(change.intervalAmount) > total - covered) {
    return [
      {
        field: 'intervalAmount',
        message: `intervalAmount may not exceed totalNetAmount minus the amount already covered (${euro(fromCents(total - covered))})`,
      },
    ];
  }
  if (Math.ceil((total - covered) / toCents(change.intervalAmount)) > MAX_RATES) {
    return [{ field: 'intervalAmount', message: `An instalment plan may have at most ${MAX_RATES} rates` }];
  }
  return [];
};
