/** SEPA mandates (spec 3 §4): created ACTIVE; only an ACTIVE mandate can be deactivated. */
import type { MandateState } from '../../../src-generated/model/mandateState';

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
