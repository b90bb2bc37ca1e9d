import type { OnboardingState } from '@generated/model/onboardingState';
import type { listViews } from '@/components/list';

const PENDING: OnboardingState[] = ['ONBOARDING_PENDING'];

/** The customer list's own views: those who have not yet set up their payment method. */
export const customerViews: listViews.BuiltIn[] = [
  {
    id: 'invitation-pending',
    name: (t) => t('customers:views.invitationPending'),
    search: () => ({ onboarding: PENDING }),
  },
];
