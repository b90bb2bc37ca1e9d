/**
 * The service settings form (spec 3 §5): the contract's account and dunning settings bodies with
 * the messages and the rules they cannot state: while dunning is on its four fields are required
 * (days to dunning at least 7, days between reminders at least 1, a positive fee, at least 0
 * letters); the copy recipients are required and each a valid e-mail address.
 */
import { z } from 'zod';
import {
  getCompanyResponseAccountSettingsFailedPaymentFeeDefault as failedFeeDefault,
  getCompanyResponseAccountSettingsPaymentReminderDaysDefault as reminderDaysDefault,
  getCompanyResponseDunningServiceCreditorConfigurationDaysDunningDefault as daysDunningDefault,
  getCompanyResponseDunningServiceCreditorConfigurationDaysReminderDefault as daysReminderDefault,
  getCompanyResponseDunningServiceCreditorConfigurationDunningFeeDefault as dunningFeeDefault,
  getCompanyResponseDunningServiceCreditorConfigurationMaxDunningsDefault as maxDunningsDefault,
  UpdateAccountSettingsBody,
  updateAccountSettingsBodyFailedPaymentFeeMin,
  updateAccountSettingsBodyPaymentReminderDaysMin,
  UpdateDunningSettingsBody,
  updateDunningSettingsBodyDaysDunningMin,
  updateDunningSettingsBodyMaxDunningsMin,
} from '@generated/zod/company/company.zod';
import type { Company } from '@generated/model/company';

const ns = 'company-settings:validation';
export const settingsMessages = {
  required: `${ns}.required`,
  minDays: `${ns}.minDays`,
  wholeNumber: `${ns}.wholeNumber`,
  feeNotNegative: `${ns}.feeNotNegative`,
  daysDunningMin: `${ns}.daysDunningMin`,
  daysReminderMin: `${ns}.daysReminderMin`,
  dunningFeePositive: `${ns}.dunningFeePositive`,
  maxDunningsMin: `${ns}.maxDunningsMin`,
  bccRequired: `${ns}.bccRequired`,
  invalidEmail: `${ns}.invalidEmail`,
} as const;
const m = settingsMessages;

/** The contract states no minimum for the days between dunning reminders in a constant. */
const DAYS_REMINDER_MIN = 1;

/** A number input's value: a number, or '' while empty. */
const numberInput = z.union([z.number(), z.literal('')]);
type NumberInput = z.infer<typeof numberInput>;

type NumberRule = { integer: boolean; min: number; exclusive?: boolean; message: string };

const dunningRules = {
  daysDunning: { integer: true, min: updateDunningSettingsBodyDaysDunningMin, message: m.daysDunningMin },
  daysReminder: { integer: true, min: DAYS_REMINDER_MIN, message: m.daysReminderMin },
  dunningFee: { integer: false, min: 0, exclusive: true, message: m.dunningFeePositive },
  maxDunnings: { integer: true, min: updateDunningSettingsBodyMaxDunningsMin, message: m.maxDunningsMin },
} as const satisfies Record<string, NumberRule>;
const dunningFields = ['daysDunning', 'daysReminder', 'dunningFee', 'maxDunnings'] as const;
type DunningField = (typeof dunningFields)[number];

/** The message a number breaks its rule with, or none. */
const numberIssue = (value: NumberInput, rule: NumberRule): string | undefined => {
  if (value === '') return m.required;
  if (rule.integer && !Number.isInteger(value)) return m.wholeNumber;
  if (rule.exclusive ? value <= rule.min : value < rule.min) return rule.message;
  return undefined;
};

const isEmail = (value: string) => z.email().safeParse(value).success;

export const ServiceSettingsSchema = UpdateAccountSettingsBody.extend(UpdateDunningSettingsBody.shape)
  .extend({
    paymentReminderDays: numberInput,
    failedPaymentFee: numberInput,
    daysDunning: numberInput,
    daysReminder: numberInput,
    dunningFee: numberInput,
    maxDunnings: numberInput,
    bccEmailAddressList: z
      .array(z.string())
      .min(1, m.bccRequired)
      .refine((list) => list.every(isEmail), m.invalidEmail),
  })
  .superRefine((values, ctx) => {
    const check = (path: string, value: NumberInput, rule: NumberRule) => {
      const message = numberIssue(value, rule);
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    check('paymentReminderDays', values.paymentReminderDays, {
      integer: true,
      min: updateAccountSettingsBodyPaymentReminderDaysMin,
      message: m.minDays,
    });
    check('failedPaymentFee', values.failedPaymentFee, {
      integer: false,
      min: updateAccountSettingsBodyFailedPaymentFeeMin,
      message: m.feeNotNegative,
    });
    if (values.dunningEnabled)
      for (const field of dunningFields) check(field, values[field], dunningRules[field]);
  })
  .transform((values) => {
    // While dunning is off its fields are optional: only values the backend takes are sent.
    const dunningValue = (field: DunningField) => {
      const value = values[field];
      return value !== '' && !numberIssue(value, dunningRules[field]) ? value : undefined;
    };
    return {
      account: {
        bccEmailAddressList: values.bccEmailAddressList,
        bccSelection: values.bccSelection,
        paymentReminderDays: Number(values.paymentReminderDays),
        failedPaymentFee: Number(values.failedPaymentFee),
        paymentReminderEnabled: values.paymentReminderEnabled,
      },
      dunning: {
        dunningEnabled: values.dunningEnabled,
        daysDunning: dunningValue('daysDunning'),
        daysReminder: dunningValue('daysReminder'),
        dunningFee: dunningValue('dunningFee'),
        maxDunnings: dunningValue('maxDunnings'),
      },
    };
  });

export type ServiceSettingsInput = z.input<typeof ServiceSettingsSchema>;
export type ServiceSettingsValues = z.output<typeof ServiceSettingsSchema>;

/** The form's values from the company as saved, with the contract's defaults where none is set. */
export const toServiceSettingsInput = (company: Company): ServiceSettingsInput => {
  const account = company.accountSettings;
  const dunning = company.dunningServiceCreditorConfiguration;
  return {
    paymentReminderEnabled: account?.paymentReminderEnabled ?? false,
    paymentReminderDays: account?.paymentReminderDays ?? reminderDaysDefault,
    failedPaymentFee: account?.failedPaymentFee ?? failedFeeDefault,
    dunningEnabled: dunning?.dunningEnabled ?? false,
    daysDunning: dunning?.daysDunning ?? daysDunningDefault,
    daysReminder: dunning?.daysReminder ?? daysReminderDefault,
    dunningFee: dunning?.dunningFee ?? dunningFeeDefault,
    maxDunnings: dunning?.maxDunnings ?? maxDunningsDefault,
    bccEmailAddressList: account?.bccEmailAddressList ?? [],
    bccSelection: account?.bccSelection ?? [],
  };
};
