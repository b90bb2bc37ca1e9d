/** The tax rates an invoice position can have (spec 2 §3): 19 %, 7 % or none (rate -1). */
import type { TaxRate } from '@generated/model/taxRate';

export const taxRateChoices = ['19', '7', '-1'] as const;
export type TaxRateChoice = (typeof taxRateChoices)[number];

/** The objects the payload carries instead of the numeric rate (spec 2 §7). */
export const TAX_RATES = {
  '19': { description: 'USt 19%', rate: 19 },
  '7': { description: 'USt 7%', rate: 7 },
  '-1': { description: 'ohne USt', rate: -1 },
} as const satisfies Record<TaxRateChoice, TaxRate>;

const isChoice = (value: string): value is TaxRateChoice => taxRateChoices.some((choice) => choice === value);

/** A stored rate as a choice; an unknown rate (0 or one no longer offered) counts as none. */
export const taxRateChoice = (
  taxRate: TaxRate | undefined,
  fallback: TaxRateChoice = '19',
): TaxRateChoice => {
  if (!taxRate) return fallback;
  const value = String(taxRate.rate);
  return isChoice(value) ? value : '-1';
};
