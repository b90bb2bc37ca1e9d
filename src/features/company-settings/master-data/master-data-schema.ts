/**
 * The master data form (spec 3 §5): the contract's update body with the messages and the rules it
 * cannot state: the registration number by legal form, the German tax number formats, the VAT id
 * and creditor identifier, web addresses typed without https://.
 */
import { z } from 'zod';
import {
  UpdateCompanyBody,
  updateCompanyBodyAddressCountryRegExp,
  updateCompanyBodyAddressZipCodeRegExp,
} from '@generated/zod/company/company.zod';
import type { Company } from '@generated/model/company';
import { isCreditorIdentifier } from '@/lib/creditor-identifier';
import { isGermanTaxNumber, toTaxNumberPayload } from '@/lib/german-tax-number';
import { isLegalForm, registrationNumberRule } from '@/lib/legal-forms';
import { isVatId } from '@/lib/vat-id';

const ns = 'company-settings:validation';
export const masterDataMessages = {
  required: `${ns}.required`,
  registrationNumberRequired: `${ns}.registrationNumberRequired`,
  onlyNumbers: `${ns}.onlyNumbers`,
  invalidEmail: `${ns}.invalidEmail`,
  invalidUrl: `${ns}.invalidUrl`,
  vatIdInvalid: `${ns}.vatIdInvalid`,
  taxNumberInvalid: `${ns}.taxNumberInvalid`,
  creditorIdInvalid: `${ns}.creditorIdInvalid`,
} as const;
const m = masterDataMessages;

/** A web address; 'example.de' is taken as https://example.de. */
export const withScheme = (value: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.invalidUrl });

const required = z.string().trim().min(1, m.required);
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined);
const requiredUrl = required.transform(withScheme).pipe(webUrl);
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value ? withScheme(value) : undefined))
  .pipe(webUrl.optional());
/** An optional text that must pass a rule once it is filled in. */
const optionalMatching = (rule: (value: string) => boolean, message: string) =>
  optionalText.refine((value) => value === undefined || rule(value), message);

export const MasterDataSchema = UpdateCompanyBody.extend({
  name: required,
  legalForm: z.string().refine(isLegalForm, m.required),
  companyRegistrationNumber: z.string().trim(),
  address: UpdateCompanyBody.shape.address.extend({
    line: required,
    zipCode: required.regex(updateCompanyBodyAddressZipCodeRegExp, m.onlyNumbers),
    city: required,
    country: required.regex(updateCompanyBodyAddressCountryRegExp, m.required),
  }),
  contactInformation: UpdateCompanyBody.shape.contactInformation.extend({
    emailAddress: required.pipe(z.email(m.invalidEmail)),
    phoneNumber: optionalText,
    websiteUrl: requiredUrl,
  }),
  vatIdentificationNumber: optionalMatching(isVatId, m.vatIdInvalid),
  taxIdentificationNumber: optionalMatching(isGermanTaxNumber, m.taxNumberInvalid).transform(
    (value) => value && toTaxNumberPayload(value),
  ),
  termsAndConditionsConfiguration: z.object({
    termsAndConditionsUrl: optionalUrl,
    privacyPolicyUrl: optionalUrl,
  }),
  creditorIdentifier: optionalMatching(isCreditorIdentifier, m.creditorIdInvalid),
})
  .superRefine((values, ctx) => {
    if (registrationNumberRule(values.legalForm) === 'required' && !values.companyRegistrationNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['companyRegistrationNumber'],
        message: m.registrationNumberRequired,
      });
  })
  .transform(({ companyRegistrationNumber, termsAndConditionsConfiguration: terms, ...values }) => ({
    ...values,
    // A number typed for a legal form that does not ask for it is not sent.
    companyRegistrationNumber:
      registrationNumberRule(values.legalForm) === 'hidden'
        ? undefined
        : companyRegistrationNumber || undefined,
    termsAndConditionsConfiguration:
      terms.termsAndConditionsUrl || terms.privacyPolicyUrl ? terms : undefined,
  }));

export type MasterDataInput = z.input<typeof MasterDataSchema>;
export type MasterDataValues = z.output<typeof MasterDataSchema>;

/** The form's values from the company as the backend has it. */
export const toMasterDataInput = (company: Company): MasterDataInput => ({
  name: company.name,
  legalForm: company.legalForm ?? '',
  companyRegistrationNumber: company.companyRegistrationNumber ?? '',
  address: {
    line: company.address?.line ?? '',
    zipCode: company.address?.zipCode ?? '',
    city: company.address?.city ?? '',
    country: company.address?.country ?? 'DE',
  },
  contactInformation: {
    emailAddress: company.contactInformation?.emailAddress ?? '',
    phoneNumber: company.contactInformation?.phoneNumber ?? '',
    websiteUrl: company.contactInformation?.websiteUrl ?? '',
  },
  vatIdentificationNumber: company.vatIdentificationNumber ?? '',
  taxIdentificationNumber: company.taxIdentificationNumber ?? '',
  termsAndConditionsConfiguration: {
    termsAndConditionsUrl: company.termsAndConditionsConfiguration?.termsAndConditionsUrl ?? '',
    privacyPolicyUrl: company.termsAndConditionsConfiguration?.privacyPolicyUrl ?? '',
  },
  creditorIdentifier: company.creditorIdentifier ?? '',
});
