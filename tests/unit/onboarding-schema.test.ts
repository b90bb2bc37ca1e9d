import { describe, expect, it } from 'vitest';
import { CreateOnboardingBody } from '@generated/zod/onboarding/onboarding.zod';
import { legalFormRules, legalForms } from '@/lib/legal-forms';
import {
  initialOnboardingValues,
  isEmailEditable,
  toOnboardingRequest,
} from '@/features/onboarding/onboarding-request';
import { OnboardingFormSchema, type OnboardingFormInput } from '@/features/onboarding/onboarding-schema';
import { readTranslations } from '../i18n';

const valid: OnboardingFormInput = {
  ...initialOnboardingValues({ to: 'a@b.de', invitationId: 'inv-1', companyAccount: { name: 'Firma GmbH' } }),
  companyRegistrationNumber: 'HRB 1',
  firstName: 'Ada',
  lastName: 'Muster',
  password: 'x',
  passwordConfirmation: 'x',
  acceptTermsAndConditions: true,
};

const messages = (values: OnboardingFormInput) => {
  const result = OnboardingFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('onboarding rules (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('defaults the legal form to GmbH', () => {
    expect(valid.companyLegalForm).toBe('GmbH');
  });

  it('requires the legal form', () => {
    expect(messages({ ...valid, companyLegalForm: undefined as never })).toContain(
      'companyLegalForm: onboarding:validation.companyLegalFormRequired',
    );
  });

  it('requires the registration number only for a GmbH', () => {
    expect(messages({ ...valid, companyRegistrationNumber: ' ' })).toEqual([
      'companyRegistrationNumber: onboarding:validation.companyRegistrationNumberRequired',
    ]);
    for (const legalForm of legalForms.filter((form) => form !== 'GmbH'))
      expect(messages({ ...valid, companyLegalForm: legalForm, companyRegistrationNumber: '' })).toEqual([]);
  });

  it('shows the number field for GmbH and UG only', () => {
    const shown = legalForms.filter((form) => legalFormRules[form] !== 'hidden');
    expect(shown).toEqual(['GmbH', 'UG']);
  });

  it('names every legal form of the contract in both languages', () => {
    expect(legalForms).toEqual(CreateOnboardingBody.shape.companyLegalForm.options);
    for (const language of ['en', 'de']) {
      const labels = readTranslations('global', language).legalForm as Record<string, string>;
      expect(Object.keys(labels).sort()).toEqual([...legalForms].sort());
    }
  });

  it('requires the address fields only while the block is open', () => {
    const empty = { street: '', houseNumber: '', zipCode: '', city: '', country: '' };
    expect(messages({ ...valid, address: empty })).toEqual([]);
    expect(messages({ ...valid, withAddress: true, address: empty })).toEqual(
      ['street', 'houseNumber', 'zipCode', 'city', 'country'].map(
        (field) => `address.${field}: onboarding:validation.fieldRequired`,
      ),
    );
  });

  it.each([
    ['12345', true],
    ['1234', true],
    ['12-345', true],
    ['123-45', true],
    ['12 34', true],
    ['123456', false],
    ['123', false],
    ['12a45', false],
    ['12 345', false],
  ])('zip code %s is %s', (zipCode, accepted) => {
    const address = { street: 'S', houseNumber: '1', zipCode, city: 'C', country: 'DE' };
    expect(messages({ ...valid, withAddress: true, address })).toEqual(
      accepted ? [] : ['address.zipCode: onboarding:validation.onlyNumbers'],
    );
  });

  it('checks the user step and the terms', () => {
    expect(
      messages({
        ...valid,
        firstName: '',
        lastName: ' ',
        emailAddress: 'nope',
        password: '',
        passwordConfirmation: '',
        acceptTermsAndConditions: false,
      }),
    ).toEqual([
      'firstName: onboarding:validation.firstNameRequired',
      'lastName: onboarding:validation.lastNameRequired',
      'emailAddress: onboarding:validation.emailAddressRequired',
      'password: onboarding:validation.passwordRequired',
      'passwordConfirmation: onboarding:validation.passwordConfirmationRequired',
      'acceptTermsAndConditions: onboarding:validation.acceptTerms',
    ]);
    expect(messages({ ...valid, passwordConfirmation: 'y' })).toEqual([
      'passwordConfirmation: onboarding:validation.passwordsMustMatch',
    ]);
  });

  it('lets only an agent client edit the e-mail', () => {
    expect(isEmailEditable('ONBOARD_AGENT_CLIENT')).toBe(true);
    expect(isEmailEditable('ONBOARD_COMPANY')).toBe(false);
    expect(isEmailEditable(undefined)).toBe(false);
  });
});

describe('the onboarding body', () => {
  const parse = (values: OnboardingFormInput) => OnboardingFormSchema.parse(values);

  it('is accepted by the contract, without the address while its block is closed', () => {
    const body = toOnboardingRequest(parse({ ...valid, address: { ...valid.address, street: 'x' } }));
    expect(CreateOnboardingBody.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('withAddress');
  });

  it('carries the address when open', () => {
    const address = {
      street: ' Hauptstr. ',
      houseNumber: '1',
      zipCode: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    const body = toOnboardingRequest(parse({ ...valid, withAddress: true, address }));
    expect(body.address).toEqual({ ...address, street: 'Hauptstr.' });
    expect(CreateOnboardingBody.safeParse(body).success).toBe(true);
  });

  it('drops a registration number the legal form does not ask for', () => {
    expect(toOnboardingRequest(parse({ ...valid, companyLegalForm: 'GbR' }))).not.toHaveProperty(
      'companyRegistrationNumber',
    );
    expect(toOnboardingRequest(parse({ ...valid, companyLegalForm: 'UG' })).companyRegistrationNumber).toBe(
      'HRB 1',
    );
  });
});
