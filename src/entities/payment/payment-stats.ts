/**
 * Sums of the company statistics (payments grouped by state, GET /stats/tenant): the home tiles
 * and the payments summary (spec 3 §4: pending = MANUAL + PENDING, completed = COMPLETED + VERIFIED).
 */
import type { PaymentState } from '@generated/model/paymentState';
import type { TenantStats } from '@generated/model/tenantStats';

export const PENDING_STATES: readonly PaymentState[] = ['MANUAL', 'PENDING'];
export const COMPLETED_STATES: readonly PaymentState[] = ['COMPLETED', 'VERIFIED'];

export type StatsSum = { total: number; count: number };

export const sumByStates = (stats: TenantStats, states: readonly PaymentState[]): StatsSum => {
  const matching = stats.filter((entry) => states.includes(entry.state));
  // Cents avoid the float drift of adding euro amounts.
  const cents = matching.reduce((sum, entry) => sum + Math.round(entry.totalAmount * 100), 0);
  return { total: cents / 100, count: matching.reduce((sum, entry) => sum + entry.count, 0) };
};
