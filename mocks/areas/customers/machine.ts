/**
 * A customer's life: onboarding pending (the payment method still has to be set up through the
 * setup link) or completed, and deleted (names removed, the e-mail address kept).
 */
import type { Debitor } from '../../../src-generated/model/debitor';

export type DebitorState = 'ONBOARDING_PENDING' | 'ONBOARDING_COMPLETED' | 'DELETED';
export type DebitorAction =
  | 'update'
  | 'changePaymentMethod'
  | 'resendInvitation'
  /** The customer finishes the setup on the payment page; no portal call does this. */
  | 'completeSetup'
  | 'delete';

const live = (next: (state: 'ONBOARDING_PENDING' | 'ONBOARDING_COMPLETED') => DebitorState) => ({
  ONBOARDING_PENDING: next('ONBOARDING_PENDING'),
  ONBOARDING_COMPLETED: next('ONBOARDING_COMPLETED'),
});

const transitions: Record<DebitorAction, Partial<Record<DebitorState, DebitorState>>> = {
  update: live((state) => state),
  changePaymentMethod: live(() => 'ONBOARDING_PENDING'),
  resendInvitation: live(() => 'ONBOARDING_PENDING'),
  completeSetup: { ONBOARDING_PENDING: 'ONBOARDING_COMPLETED' },
  // Deleting twice changes nothing, so it is allowed (and idempotent).
  delete: { ...live(() => 'DELETED'), DELETED: 'DELETED' },
};

export const nextDebitorState = (state: DebitorState, action: DebitorAction): DebitorState | null =>
  transitions[action][state] ?? null;

/** The spec: a customer without name or company name has been deleted. */
export const isDeletedDebitor = (debitor: Debitor) =>
  !debitor.firstName && !debitor.lastName && !debitor.companyName;

export const debitorState = (debitor: Debitor): DebitorState =>
  isDeletedDebitor(debitor) ? 'DELETED' : (debitor.onboardingState ?? 'ONBOARDING_COMPLETED');
