/**
 * The onboarding form: the contract's body with the messages and the rules it cannot state
 * (spec 1 §5): the registration number by legal form, the address block that is required only
 * while it is open, the password confirmation, the accepted terms.
 */
import { z } from 'zod';
import {
  CreateOnboardingBody,
  createOnboardingBodyAddressCountryRegExp,
  createOnboardingBodyAddressZipCodeRegExp,
} from '@generated/zod/onboarding/onboarding.zod';
import { checkPasswordsMatch, passwordFields } from '@/lib/password-rules';
import { registrationNumberRule } from '@/lib/legal-forms';

export const onboardingMessages = {
  companyNameRequired: 'onboarding:validation.companyNameRequired',
  legalFormRequired: 'onboarding:validation.companyLegalFormRequired',
  registrationNumberRequired: 'onboarding:validation.companyRegistrationNumberRequired',
  fieldRequired: 'onboarding:validation.fieldRequired',
  onlyNumbers: 'onboarding:validation.onlyNumbers',
  emailRequired: 'onboarding:validation.emailAddressRequired',
  firstNameRequired: 'onboarding:validation.firstNameRequired',
  lastNameRequired: 'onboarding:validation.lastNameRequired',
  acceptTerms: 'onboarding:validation.acceptTerms',
} as const;

export const addressFields = ['street', 'houseNumber', 'zipCode', 'city', 'country'] as const;
export type AddressField = (typeof addressFields)[number];

/** The user step's fields, shared with the join form. */
export const userFields = {
  firstName: z.string().trim().min(1, onboardingMessages.firstNameRequired),
  lastName: z.string().trim().min(1, onboardingMessages.lastNameRequired),
  emailAddress: z.string().trim().pipe(z.email(onboardingMessages.emailRequired)),
  ...passwordFields,
};

const AddressFormSchema = z.object({
  street: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
});

export const OnboardingFormSchema = CreateOnboardingBody.extend({
  companyName: z.string().trim().min(1, onboardingMessages.companyNameRequired),
  companyLegalForm: z.enum(CreateOnboardingBody.shape.companyLegalForm.options, {
    error: onboardingMessages.legalFormRequired,
  }),
  companyRegistrationNumber: z.string(),
  ...userFields,
  // The contract wants `true`; the checkbox starts unticked.
  acceptTermsAndConditions: z
    .boolean()
    .refine((accepted) => accepted, onboardingMessages.acceptTerms)
    .transform((): true => true),
  /** Whether the address block is open; it is not sent. */
  withAddress: z.boolean(),
  address: AddressFormSchema,
}).superRefine((values, ctx) => {
  if (
    registrationNumberRule(values.companyLegalForm) === 'required' &&
    !values.companyRegistrationNumber.trim()
  )
    ctx.addIssue({
      code: 'custom',
      path: ['companyRegistrationNumber'],
      message: onboardingMessages.registrationNumberRequired,
    });
  if (values.withAddress) {
    for (const field of addressFields) {
      if (!values.address[field].trim())
        ctx.addIssue({ code: 'custom', path: ['address', field], message: onboardingMessages.fieldRequired });
    }
    const zipCode = values.address.zipCode.trim();
    if (zipCode && !createOnboardingBodyAddressZipCodeRegExp.test(zipCode))
      ctx.addIssue({ code: 'custom', path: ['address', 'zipCode'], message: onboardingMessages.onlyNumbers });
    const country = values.address.country;
    if (country && !createOnboardingBodyAddressCountryRegExp.test(country))
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'country'],
        message: onboardingMessages.fieldRequired,
      });
  }
  checkPasswordsMatch(values, ctx);
});

export type OnboardingFormInput = z.input<typeof OnboardingFormSchema>;
export type OnboardingFormValues = z.output<typeof OnboardingFormSchema>;

/** The fields each step validates before Continue moves on (Welcome has none). */
export const stepFields = (
  withAddress: boolean,
): (keyof OnboardingFormInput | `address.${AddressField}`)[][] => [
  [],
  [
    'companyName',
    'companyLegalForm',
    'companyRegistrationNumber',
    ...(withAddress ? addressFields.map((field) => `address.${field}` as const) : []),
  ],
  ['firstName', 'lastName', 'emailAddress', 'password', 'passwordConfirmation'],
  ['acceptTermsAndConditions'],
];
