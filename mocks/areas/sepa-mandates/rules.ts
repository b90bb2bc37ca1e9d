/**
 * The backend's rules for SEPA mandates (spec 3 §4): created ACTIVE with the next mandate
 * reference of the year; only an ACTIVE mandate can be deactivated.
 */
import type { MandateState } from '../../../src-generated/model/mandateState';
import { nextInSeries } from '../../lib/ids';

export type MandateAction = 'deactivate';

export const mandateTransitions: Record<MandateAction, { from: MandateState[]; to: MandateState }> = {
  deactivate: { from: ['ACTIVE'], to: 'INACTIVE' },
};

export const stepMandate = (
  action: MandateAction,
  state: MandateState,
): { ok: true; state: MandateState } | { ok: false; message: string } => {
  const transition = mandateTransitions[action];
  return transition.from.includes(state)
    ? { ok: true, state: transition.to }
    : { ok: false, message: 'Only active mandates can be deactivated' };
};

export const nextMandateReference = (existing: string[], year: number) =>
  nextInSeries(existing, `MR-${year}-`, 6);
