import type { SepaMandate } from '@generated/model/sepaMandate';

export type MandateAction = 'deactivate';

/** Spec 3 §4: only an ACTIVE mandate can be deactivated. */
export const mandateActions = (mandate: Pick<SepaMandate, 'state'>): MandateAction[] =>
  mandate.state === 'ACTIVE' ? ['deactivate'] : [];
