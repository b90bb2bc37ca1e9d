import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  createOnboarding,
  getGetOnboardingQueryKey,
  getGetOnboardingSuspenseQueryOptions,
} from '@generated/api/onboarding/onboarding';
import {
  getGetJoinInvitationQueryKey,
  getGetJoinInvitationSuspenseQueryOptions,
  joinCompany,
} from '@generated/api/registration/registration';
import { useAppMutation } from '@/lib/mutation';
import { sessionHeaders, startSession } from '@/lib/session';
import type { JoinFormValues } from './join-schema';
import { toOnboardingRequest } from './onboarding-request';
import type { OnboardingFormValues } from './onboarding-schema';

export const onboardingQueryOptions = (invitationId: string) =>
  getGetOnboardingSuspenseQueryOptions(invitationId);

export const joinInvitationQueryOptions = (invitationId: string) =>
  getGetJoinInvitationSuspenseQueryOptions(invitationId);

/** Starts the session from the `authorization` and `expires` headers of a 201, as after login. */
const startSessionFrom = (headers: Headers) => {
  const { token, expires } = sessionHeaders(headers);
  return startSession(token, expires);
};

/**
 * Nothing cached for an earlier user may be shown to the new one; the invitation the screen
 * still shows stays, or the screen would fetch it again (and the used invitation may be gone).
 */
const forgetEarlierUser = (queryClient: QueryClient, keep: QueryKey) => {
  const kept = JSON.stringify(keep);
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== kept });
};

/** The wizard and the join page show a failure themselves, so neither call has an alert. */
export const useCreateOnboardingMutation = (invitationId: string) => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (values: OnboardingFormValues) => {
      const response = await createOnboarding(toOnboardingRequest(values));
      forgetEarlierUser(queryClient, getGetOnboardingQueryKey(invitationId));
      return startSessionFrom(response.headers);
    },
  });
};

export const useJoinMutation = (invitationId: string) => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (values: JoinFormValues) => {
      const response = await joinCompany({
        invitationId,
        registration: { ...values, invitationId },
      });
      forgetEarlierUser(queryClient, getGetJoinInvitationQueryKey(invitationId));
      return startSessionFrom(response.headers);
    },
  });
};
