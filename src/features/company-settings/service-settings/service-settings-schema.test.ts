import { describe, expect, it } from 'vitest';
import { ServiceSettingsSchema, type ServiceSettingsInput } from './service-settings-schema';

const saved: ServiceSettingsInput = {
  paymentReminderEnabled: true,
  paymentReminderDays: 3,
  failedPaymentFee: 0,
  dunningEnabled: false,
  daysDunning: 7,
  daysReminder: 1,
  dunningFee: 0.5,
  maxDunnings: 0,
  bccEmailAddressList: ['buchhaltung@example.de'],
  bccSelection: ['INVOICES'],
};

const messages = (values: Partial<ServiceSettingsInput>) => {
  const result = ServiceSettingsSchema.safeParse({ ...saved, ...values });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const v = (key: string) => `company-settings:validation.${key}`;

describe('service settings (spec 3 §5, §9)', () => {
  const refused: [string, Partial<ServiceSettingsInput>, string[]][] = [
    ['reminder days below 3', { paymentReminderDays: 2 }, [`paymentReminderDays: ${v('minDays')}`]],
    ['reminder days empty', { paymentReminderDays: '' }, [`paymentReminderDays: ${v('required')}`]],
    ['reminder days not whole', { paymentReminderDays: 3.5 }, [`paymentReminderDays: ${v('wholeNumber')}`]],
    ['a negative failed payment fee', { failedPaymentFee: -1 }, [`failedPaymentFee: ${v('feeNotNegative')}`]],
    ['no copy recipient', { bccEmailAddressList: [] }, [`bccEmailAddressList: ${v('bccRequired')}`]],
    [
      'a copy recipient that is no e-mail address',
      { bccEmailAddressList: ['a@example.de', 'nope'] },
      [`bccEmailAddressList: ${v('invalidEmail')}`],
    ],
  ];
  it.each(refused)('refuses %s', (_, values, expected) => expect(messages(values)).toEqual(expected));

  const dunningOn = { dunningEnabled: true };
  it.each([
    ['days to dunning below 7', { daysDunning: 6 }, `daysDunning: ${v('daysDunningMin')}`],
    ['days to dunning not whole', { daysDunning: 7.5 }, `daysDunning: ${v('wholeNumber')}`],
    ['days between reminders below 1', { daysReminder: 0 }, `daysReminder: ${v('daysReminderMin')}`],
    ['a dunning fee of 0', { dunningFee: 0 }, `dunningFee: ${v('dunningFeePositive')}`],
    ['a negative number of letters', { maxDunnings: -1 }, `maxDunnings: ${v('maxDunningsMin')}`],
    ['an empty field', { maxDunnings: '' }, `maxDunnings: ${v('required')}`],
  ] as const)('with dunning on refuses %s', (_, values, expected) =>
    expect(messages({ ...dunningOn, ...values })).toEqual([expected]),
  );

  it('takes the defaults: 7 days, 1 day, 0.5 euro, 0 letters', () => expect(messages(dunningOn)).toEqual([]));

  it('with dunning off neither requires nor checks its fields, and sends only what the backend takes', () => {
    const off = {
      dunningEnabled: false,
      daysDunning: '',
      daysReminder: 0,
      dunningFee: 2,
      maxDunnings: 1,
    } as const;
    expect(messages(off)).toEqual([]);
    expect(ServiceSettingsSchema.parse({ ...saved, ...off }).dunning).toEqual({
      dunningEnabled: false,
      daysDunning: undefined,
      daysReminder: undefined,
      dunningFee: 2,
      maxDunnings: 1,
    });
  });
});
