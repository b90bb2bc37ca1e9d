import type { OnboardingContext } from '@generated/model/onboardingContext';
import type { OnboardingRequest } from '@generated/model/onboardingRequest';
import { DEFAULT_LEGAL_FORM, isLegalForm, registrationNumberRule } from '@/lib/legal-forms';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';

export const AGENT_CLIENT_INVITATION = 'ONBOARD_AGENT_CLIENT';

/** Only an agent's client may change the invited e-mail address (spec 1 §2, §6). */
export const isEmailEditable = (invitationType: string | undefined) =>
  invitationType === AGENT_CLIENT_INVITATION;

/** The form starts from what the invitation already knows. */
export const initialOnboardingValues = (context: OnboardingContext): OnboardingFormInput => {
  const legalForm = context.companyAccount?.legalForm;
  return {
    companyName: context.companyAccount?.name ?? '',
    companyLegalForm: isLegalForm(legalForm) ? legalForm : DEFAULT_LEGAL_FORM,
    companyRegistrationNumber: context.companyAccount?.companyRegistrationNumber ?? '',
    firstName: context.userAccount?.firstName ?? '',
    lastName: context.userAccount?.lastName ?? '',
    emailAddress: context.to,
    password: '',
    passwordConfirmation: '',
    acceptTermsAndConditions: false,
    invitationId: context.invitationId,
    invitationType: context.invitationType,
    withAddress: false,
    address: { street: '', houseNumber: '', zipCode: '', city: '', country: 'DE' },
  };
};

/**
 * The body of POST /portal/onboarding: the address only when its block is open, the
 * registration number only when the legal form asks for it.
 */
export const toOnboardingRequest = (values: OnboardingFormValues): OnboardingRequest => {
  const registrationNumber = values.companyRegistrationNumber.trim();
  const askedForNumber = registrationNumberRule(values.companyLegalForm) !== 'hidden';
  return {
    companyName: values.companyName,
    companyLegalForm: values.companyLegalForm,
    ...(askedForNumber && registrationNumber ? { companyRegistrationNumber: registrationNumber } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    emailAddress: values.emailAddress,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    acceptTermsAndConditions: values.acceptTermsAndConditions,
    invitationId: values.invitationId,
    ...(values.invitationType ? { invitationType: values.invitationType } : {}),
    ...(values.withAddress
      ? {
          address: {
            street: values.address.street.trim(),
            houseNumber: values.address.houseNumber.trim(),
            zipCode: values.address.zipCode.trim(),
            city: values.address.city.trim(),
            country: values.address.country,
          },
        }
      : {}),
  };
};
