import { describe, expect, it } from 'vitest';
import {
  BACK_TARGET,
  DIRECT_DEBIT_STEPS,
  onboardingBankOf,
  primaryEnabled,
  primaryLabelOf,
  stepIndexOf,
} from './direct-debit-rules';

describe('direct debit wizard (spec 1 §2, §4, §5)', () => {
  it.each([
    { status: 'SETTING_UP_CREDITOR_IDENTIFIER', step: 'preparation', button: 'continue', back: null },
    {
      status: 'REQUESTING_EBICS_FROM_BANK',
      step: 'request',
      button: 'continue',
      back: 'SETTING_UP_CREDITOR_IDENTIFIER',
    },
    { status: 'INITIALIZING_EBICS', step: 'setup', button: 'checkInput', back: 'REQUESTING_EBICS_FROM_BANK' },
    { status: 'SENDING_INI_LETTER', step: 'iniLetter', button: 'continue', back: null },
    { status: 'WAITING_FOR_ACTIVATION', step: 'activation', button: 'close', back: 'SENDING_INI_LETTER' },
    { status: 'ACTIVE', step: 'activation', button: 'close', back: null },
  ] as const)('$status: step $step, button $button, back to $back', ({ status, step, button, back }) => {
    expect(DIRECT_DEBIT_STEPS[stepIndexOf(status)]).toBe(step);
    expect(primaryLabelOf(status)).toBe(button);
    expect(BACK_TARGET[status]).toBe(back);
  });

  it.each([
    { status: 'SETTING_UP_CREDITOR_IDENTIFIER', valid: true, dirty: true, enabled: true },
    { status: 'SETTING_UP_CREDITOR_IDENTIFIER', valid: true, dirty: false, enabled: false },
    { status: 'REQUESTING_EBICS_FROM_BANK', valid: false, dirty: true, enabled: false },
    { status: 'INITIALIZING_EBICS', valid: true, dirty: true, enabled: true },
    { status: 'SENDING_INI_LETTER', valid: false, dirty: false, enabled: false },
    { status: 'WAITING_FOR_ACTIVATION', valid: false, dirty: false, enabled: true },
    { status: 'ACTIVE', valid: false, dirty: false, enabled: true },
  ] as const)(
    '$status, valid $valid, changed $dirty: submit enabled $enabled',
    ({ status, valid, dirty, enabled }) => {
      expect(primaryEnabled(status, { valid, dirty })).toBe(enabled);
    },
  );

  it.each([
    ['DE12 4306 0967 0000 0000 01', 'gls'],
    ['DE12888888880000000001', 'testBank'],
    ['DE89370400440532013000', null],
    ['AT611904300234573201', null],
  ])('bank code of %s has onboarding text %s', (iban, bank) => {
    expect(onboardingBankOf(iban)).toBe(bank);
  });
});
