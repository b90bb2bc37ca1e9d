/**
 * The legal forms of the contract and, for each, whether a form asks for the company registration
 * number (onboarding and master data alike): required for a GmbH, offered for a UG, not asked
 * otherwise. Their readable names are in the global namespace under `legalForm`.
 */
import { LegalForm } from '@generated/model/legalForm';

export type RegistrationNumberRule = 'required' | 'optional' | 'hidden';

export const legalFormRules = {
  GmbH: 'required',
  GmbHCoKG: 'hidden',
  AG: 'hidden',
  GbR: 'hidden',
  OHG: 'hidden',
  KG: 'hidden',
  UG: 'optional',
  EU: 'hidden',
  FB: 'hidden',
  EG: 'hidden',
  EV: 'hidden',
} as const satisfies Record<LegalForm, RegistrationNumberRule>;

export const legalForms = Object.values(LegalForm);

export const DEFAULT_LEGAL_FORM: LegalForm = LegalForm.GmbH;

export const registrationNumberRule = (legalForm: LegalForm | undefined): RegistrationNumberRule =>
  legalForm ? legalFormRules[legalForm] : 'hidden';

export const isLegalForm = (value: unknown): value is LegalForm => legalForms.some((form) => form === value);

/** The translation key of a legal form's readable name. */
export const legalFormLabelKey = (legalForm: LegalForm) => `global:legalForm.${legalForm}` as const;

/** The legal forms as select options, named in the interface language. */
export const legalFormOptions = (translate: (key: string) => string) =>
  legalForms.map((value) => ({ value, label: translate(legalFormLabelKey(value)) }));
