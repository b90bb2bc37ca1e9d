/**
 * The product dialog's rules that span several fields (spec 2 §5), and how form values become the
 * POST/PUT body and back. Pure, tested as tables.
 */
import type { ProductCustomField } from '@generated/model/productCustomField';
import type { ProductType } from '@generated/model/productType';
import type { TaxRate } from '@generated/model/taxRate';
import { createProductBodyCustomFieldsItemFieldLabelMax } from '@generated/zod/products/products.zod';
import { toAmount } from '@/components/form/amount';

export const message = (key: string) => `products:validation.${key}`;

/** Spec 2 §3: suggested donation amounts when a donation offers options. */
export const DONATION_OPTION_DEFAULTS = { option1: 15, option2: 25, option3: 50 } as const;
export const DONATION_OPTIONS = ['option1', 'option2', 'option3'] as const;

/** The tax choices of a product: 19 %, 7 % or none (spec 2 §5). Donations carry 0 %. */
export const TAX_CHOICES = ['19', '7', 'none'] as const;
export type TaxChoice = (typeof TAX_CHOICES)[number];
export const NO_TAX_RATE = -1;
export const DONATION_TAX_RATE = 0;

export type CustomFieldRow = {
  externalIdentifier: string;
  fieldLabel: string;
  fieldType: '' | ProductCustomField['fieldType'];
  required: boolean;
};

export const emptyCustomField = (): CustomFieldRow => ({
  externalIdentifier: '',
  fieldLabel: '',
  fieldType: '',
  required: false,
});

/** A row with nothing entered (the required flag unticked too) is no field: it is dropped. */
export const isEmptyCustomField = (row: CustomFieldRow) =>
  !row.externalIdentifier.trim() && !row.fieldLabel.trim() && !row.fieldType && !row.required;

/**
 * Empty rows are dropped (spec 2 §5), so a first row left all empty sends an empty list
 * (spec 3 §5). Called with valid rows: a kept row has its label and type.
 */
export const toCustomFields = (rows: readonly CustomFieldRow[]): ProductCustomField[] =>
  rows.flatMap((row) => {
    if (isEmptyCustomField(row) || !row.fieldType) return [];
    const field: ProductCustomField = {
      fieldLabel: row.fieldLabel.trim(),
      fieldType: row.fieldType,
      required: row.required,
    };
    const externalIdentifier = row.externalIdentifier.trim();
    return [externalIdentifier ? { externalIdentifier, ...field } : field];
  });

/** An empty tax description becomes 'USt (rate%)' (spec 2 §5); a donation has rate 0. */
export const toTaxRate = (productType: ProductType, tax: TaxChoice, description: string): TaxRate => {
  if (productType === 'DONATION')
    return { description: `USt (${DONATION_TAX_RATE}%)`, rate: DONATION_TAX_RATE };
  if (tax === 'none') return { rate: NO_TAX_RATE };
  const rate = Number(tax);
  return { description: description.trim() || `USt (${rate}%)`, rate };
};

export const taxChoiceOf = (taxRate: TaxRate | undefined): TaxChoice => {
  if (taxRate?.rate === 19) return '19';
  if (taxRate?.rate === 7) return '7';
  return 'none';
};

/** The values the cross-field rules read; amounts as the fields hold them (number or text). */
export type ProductRuleValues = {
  productType: ProductType;
  price: unknown;
  billingType: string;
  recurringBillingPeriod: string;
  defaultDonationAmount: unknown;
  donationOptions: { isEnabled: boolean; option1: unknown; option2: unknown; option3: unknown };
  customFields: readonly CustomFieldRow[];
};

export type RuleIssue = { path: (string | number)[]; message: string };

/** The amount's problem as a donation figure: missing, not positive, or below the minimum price. */
const donationAmountIssue = (
  value: unknown,
  minimum: number | undefined,
  keys: { required: string; positive: string; belowMinimum: string },
): string | undefined => {
  const amount = toAmount(value);
  if (amount === undefined) return message(keys.required);
  if (!Number.isFinite(amount) || amount <= 0) return message(keys.positive);
  if (minimum !== undefined && Number.isFinite(minimum) && amount < minimum)
    return message(keys.belowMinimum);
  return undefined;
};

const customFieldIssues = (rows: readonly CustomFieldRow[]): RuleIssue[] =>
  rows.flatMap((row, index) => {
    if (isEmptyCustomField(row)) return [];
    const issues: RuleIssue[] = [];
    const label = row.fieldLabel.trim();
    if (!label)
      issues.push({
        path: ['customFields', index, 'fieldLabel'],
        message: message('customFieldLabelRequired'),
      });
    if (label.length > createProductBodyCustomFieldsItemFieldLabelMax) {
      issues.push({
        path: ['customFields', index, 'fieldLabel'],
        message: message('customFieldLabelLength'),
      });
    }
    if (!row.fieldType) {
      issues.push({
        path: ['customFields', index, 'fieldType'],
        message: message('custom field type required'),
      });
    }
    return issues;
  });

/**
 * The rules between fields: the recurring period of a recurring product; a donation's default
 * amount and its options (when enabled) at least the minimum price; custom fields that are not
 * empty need a label and a type.
 */
export const productIssues = (values: ProductRuleValues): RuleIssue[] => {
  const issues: RuleIssue[] = [];
  if (values.billingType === 'RECURRING' && !values.recurringBillingPeriod) {
    issues.push({ path: ['recurringBillingPeriod'], message: message('recurringPeriodRequired') });
  }
  if (values.productType === 'DONATION') {
    const minimum = toAmount(values.price);
    const defaultIssue = donationAmountIssue(values.defaultDonationAmount, minimum, {
      required: 'defaultDonationRequired',
      positive: 'amount positive',
      belowMinimum: 'default donation amount has to be bigger than min price',
    });
    if (defaultIssue) issues.push({ path: ['defaultDonationAmount'], message: defaultIssue });
    if (values.donationOptions.isEnabled) {
      for (const option of DONATION_OPTIONS) {
        const issue = donationAmountIssue(values.donationOptions[option], minimum, {
          required: 'donationOptionRequired',
          positive: 'amount positive',
          belowMinimum: 'donationOptionBelowMinimum',
        });
        if (issue) issues.push({ path: ['donationOptions', option], message: issue });
      }
    }
  }
  return [...issues, ...customFieldIssues(values.customFields)];
};
