/** Company statistics: the company's payments grouped by state (the home tiles add them up). */
import { indexedBucket } from '../../db/indexed-lists';
import { paymentIndex } from '../../lib/list-indexes';
import { ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { PAYMENT_STATES, roundCents } from './rules';

export const statisticsHandlers = [
  route('getTenantStats', ({ db }) =>
    ok(
      PAYMENT_STATES.map((state) => {
        const payments =
          indexedBucket(db, paymentIndex, 'state', state) ??
          db.payments.filter((payment) => payment.state === state);
        return {
          state,
          totalAmount: roundCents(payments.reduce((sum, payment) => sum + payment.amount, 0)),
          count: payments.length,
        };
      }).filter((statistic) => statistic.count > 0),
    ),
  ),
];
