import { describe, expect, it } from 'vitest';
import type { InstalmentRate } from '../../../src-generated/model/instalmentRate';
import {
  MAX_RATES,
  buildSchedule,
  checkCustomisation,
  checkPlanFigures,
  coveredAmount,
  dueDates,
  openAmount,
  reschedule,
  splitIntoRates,
  todayInGermany,
} from './schedule';

const amounts = (rates: InstalmentRate[]) => rates.map((rate) => rate.amount);
const dates = (rates: InstalmentRate[]) => rates.map((rate) => rate.date);

describe('the rate schedule', () => {
  it('splits the total into equal rates on the interval day from the start date', () => {
    const rates = buildSchedule({
      totalNetAmount: 600,
      intervalAmount: 150,
      interval: 'MONTHLY',
      intervalDay: 15,
      startDate: '2027-04-10',
    });
    expect(amounts(rates)).toEqual([150, 150, 150, 150]);
    expect(dates(rates)).toEqual(['2027-04-15', '2027-05-15', '2027-06-15', '2027-07-15']);
    expect(rates.every((rate) => rate.status === 'SCHEDULED')).toBe(true);
  });

  it('starts in the next month when the interval day of the start month has passed', () => {
    expect(dueDates('2027-04-20', 2, 'MONTHLY', 15)).toEqual(['2027-05-15', '2027-06-15']);
    expect(dueDates('2027-04-15', 1, 'MONTHLY', 15)).toEqual(['2027-04-15']);
  });

  it('puts the down payment first, on the start date, and the rates from the next interval on', () => {
    const rates = buildSchedule({
      totalNetAmount: 600,
      intervalAmount: 150,
      interval: 'MONTHLY',
      intervalDay: 15,
      startDate: '2027-04-15',
      downPayment: 150,
    });
    expect(rates.map((rate) => [rate.date, rate.amount])).toEqual([
      ['2027-04-15', 150],
      ['2027-05-15', 150],
      ['2027-06-15', 150],
      ['2027-07-15', 150],
    ]);
  });

  it('makes the last rate smaller when the total does not divide evenly (in cents, without drift)', () => {
    const rates = buildSchedule({
      totalNetAmount: 1249.9,
      intervalAmount: 250,
      interval: 'MONTHLY',
      intervalDay: 1,
      startDate: '2027-01-01',
    });
    expect(amounts(rates)).toEqual([250, 250, 250, 250, 249.9]);
    expect(splitIntoRates(10_000, 3_333)).toEqual([3_333, 3_333, 3_333, 1]);
    const odd = buildSchedule({
      totalNetAmount: 100.1,
      intervalAmount: 33.37,
      interval: 'MONTHLY',
      startDate: '2027-01-05',
    });
    expect(amounts(odd)).toEqual([33.37, 33.37, 33.36]);
    expect(odd.at(-1)?.amount).not.toBe(odd[0]?.amount);
  });

  it('uses the last day of short months for a late interval day', () => {
    const rates = buildSchedule({
      totalNetAmount: 400,
      intervalAmount: 100,
      interval: 'MONTHLY',
      intervalDay: 31,
      startDate: '2027-01-31',
    });
    expect(dates(rates)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(dueDates('2028-01-31', 2, 'MONTHLY', 30)).toEqual(['2028-02-29', '2028-03-30']);
  });

  it('steps a year for yearly plans and defaults the interval day to the start day', () => {
    const rates = buildSchedule({
      totalNetAmount: 3000,
      intervalAmount: 1000,
      interval: 'YEARLY',
      startDate: '2027-03-07',
    });
    expect(dates(rates)).toEqual(['2027-03-07', '2028-03-07', '2029-03-07']);
  });

  it('sums the covered (pending and completed) and the open (not completed) rates', () => {
    const rates: InstalmentRate[] = [
      { date: '2026-07-01', amount: 100, status: 'COMPLETED' },
      { date: '2026-08-01', amount: 100, status: 'ERROR' },
      { date: '2026-09-01', amount: 100, status: 'PENDING' },
      { date: '2026-10-01', amount: 50.5, status: 'SCHEDULED' },
    ];
    expect(coveredAmount(rates)).toBe(200);
    expect(openAmount(rates)).toBe(250.5);
  });

  it('reschedules a running plan: covered rates stay, the rest follows the last of them', () => {
    const rates: InstalmentRate[] = [
      { date: '2026-07-01', amount: 100, status: 'COMPLETED' },
      { date: '2026-08-01', amount: 100, status: 'ERROR' },
      { date: '2026-09-01', amount: 100, status: 'PENDING' },
      { date: '2026-10-01', amount: 100, status: 'SCHEDULED' },
    ];
    const next = reschedule(rates, { totalNetAmount: 550, intervalAmount: 150, interval: 'MONTHLY' });
    expect(next.map((rate) => [rate.date, rate.amount, rate.status])).toEqual([
      ['2026-07-01', 100, 'COMPLETED'],
      ['2026-09-01', 100, 'PENDING'],
      ['2026-10-01', 150, 'SCHEDULED'],
      ['2026-11-01', 150, 'SCHEDULED'],
      ['2026-12-01', 50, 'SCHEDULED'],
    ]);
    const nothingCovered = reschedule([{ date: '2026-12-15', amount: 100, status: 'ERROR' }], {
      totalNetAmount: 100,
      intervalAmount: 50,
      interval: 'MONTHLY',
      intervalDay: 15,
    });
    expect(dates(nothingCovered)).toEqual(['2026-12-15', '2027-01-15']);
  });
});

describe('the plan rules', () => {
  const base = {
    totalNetAmount: 600,
    intervalAmount: 150,
    interval: 'MONTHLY' as const,
    intervalDay: 15,
    startDate: '2027-01-15',
  };
  const today = '2027-01-01';

  it('accepts a plan within the rules', () => {
    expect(checkPlanFigures(base, today)).toEqual([]);
    expect(checkPlanFigures({ ...base, downPayment: 450 }, today)).toEqual([]);
    expect(checkPlanFigures({ ...base, startDate: today }, today)).toEqual([]);
  });

  it('rejects a rate above the total, a down payment above total minus rate, a start in the past', () => {
    expect(checkPlanFigures({ ...base, intervalAmount: 600.01 }, today)[0]?.field).toBe('intervalAmount');
    expect(checkPlanFigures({ ...base, downPayment: 450.01 }, today)[0]?.message).toContain('450.00');
    expect(checkPlanFigures({ ...base, startDate: '2026-12-31' }, today)[0]?.message).toBe(
      'startDate may not be in the past',
    );
    expect(checkPlanFigures({ ...base, intervalDay: 32 }, today)[0]?.message).toBe('min max interval day');
    expect(checkPlanFigures({ ...base, intervalAmount: 1 }, today)[0]?.message).toContain(`${MAX_RATES}`);
  });

  it('does not let a customisation go below what is covered, nor the rate above what is left', () => {
    const rates: InstalmentRate[] = [
      { date: '2026-07-01', amount: 150, status: 'COMPLETED' },
      { date: '2026-08-01', amount: 150, status: 'PENDING' },
      { date: '2026-09-01', amount: 150, status: 'SCHEDULED' },
    ];
    expect(checkCustomisation(rates, { totalNetAmount: 299.99, intervalAmount: 10 })[0]?.message).toBe(
      'totalNetAmount may not be below the amount already covered (300.00)',
    );
    expect(checkCustomisation(rates, { totalNetAmount: 400, intervalAmount: 100.01 })[0]?.field).toBe(
      'intervalAmount',
    );
    expect(checkCustomisation(rates, { totalNetAmount: 400, intervalAmount: 100 })).toEqual([]);
  });

  it('knows the date in Germany, which is ahead of UTC around midnight', () => {
    expect(todayInGermany(new Date('2027-03-01T23:30:00Z'))).toBe('2027-03-02');
    expect(todayInGermany(new Date('2027-03-01T12:00:00Z'))).toBe('2027-03-01');
  });
});
