/**
 * The direct debit (EBICS) wizard as data (spec 1 §2, §4, §5): which step a connection status
 * opens, the primary button's text, where Back leads, and when the primary button can be pressed.
 */
import type { EbicsConnectionStatus } from '@generated/model/ebicsConnectionStatus';

export const DIRECT_DEBIT_STEPS = ['preparation', 'request', 'setup', 'iniLetter', 'activation'] as const;
export type DirectDebitStep = (typeof DIRECT_DEBIT_STEPS)[number];

/** The status of the connection decides the step; waiting and active share the activation step. */
export const STEP_OF_STATUS = {
  SETTING_UP_CREDITOR_IDENTIFIER: 'preparation',
  REQUESTING_EBICS_FROM_BANK: 'request',
  INITIALIZING_EBICS: 'setup',
  SENDING_INI_LETTER: 'iniLetter',
  WAITING_FOR_ACTIVATION: 'activation',
  ACTIVE: 'activation',
} as const satisfies Record<EbicsConnectionStatus, DirectDebitStep>;

export const stepIndexOf = (status: EbicsConnectionStatus): number =>
  DIRECT_DEBIT_STEPS.indexOf(STEP_OF_STATUS[status]);

export type PrimaryLabel = 'continue' | 'checkInput' | 'close';

/** 'check input' at the setup step, 'close' at waiting and active, otherwise 'continue'. */
export const primaryLabelOf = (status: EbicsConnectionStatus): PrimaryLabel => {
  if (status === 'INITIALIZING_EBICS') return 'checkInput';
  if (status === 'WAITING_FOR_ACTIVATION' || status === 'ACTIVE') return 'close';
  return 'continue';
};

/** Back: requesting -> creditor id, initializing -> requesting, waiting -> INI letter; else none. */
export const BACK_TARGET: Record<EbicsConnectionStatus, EbicsConnectionStatus | null> = {
  SETTING_UP_CREDITOR_IDENTIFIER: null,
  REQUESTING_EBICS_FROM_BANK: 'SETTING_UP_CREDITOR_IDENTIFIER',
  INITIALIZING_EBICS: 'REQUESTING_EBICS_FROM_BANK',
  SENDING_INI_LETTER: null,
  WAITING_FOR_ACTIVATION: 'SENDING_INI_LETTER',
  ACTIVE: null,
};

/** The step's form has nothing to send at waiting and active: the button only closes. */
export const closesOnly = (status: EbicsConnectionStatus) =>
  status === 'WAITING_FOR_ACTIVATION' || status === 'ACTIVE';

/** Disabled unless the form is valid and changed, except where the button only closes. */
export const primaryEnabled = (status: EbicsConnectionStatus, form: { valid: boolean; dirty: boolean }) =>
  closesOnly(status) || (form.valid && form.dirty);

/**
 * The two supported bank codes with their own onboarding texts (spec 1 §9): GLS Bank, and the
 * test bank of the sandbox. The bank code is the German IBAN's digits 5 to 12.
 */
export const ONBOARDING_BANK_CODES = { '43060967': 'gls', '88888888': 'testBank' } as const;
export type OnboardingBank = (typeof ONBOARDING_BANK_CODES)[keyof typeof ONBOARDING_BANK_CODES];

export const onboardingBankOf = (iban: string): OnboardingBank | null => {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (!compact.startsWith('DE')) return null;
  const code = compact.slice(4, 12);
  const found = Object.entries(ONBOARDING_BANK_CODES).find(([bankCode]) => bankCode === code);
  return found ? found[1] : null;
};
