/** How the amount fields' values (German notation) become numbers, for every form's schema. */

/** German notation: '1.234,5' is 1234.5; empty is no amount. */
export const parseAmount = (text: string): number | undefined => {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed.replace(/\./g, '').replace(',', '.')) : undefined;
};

/**
 * An AmountField's value as a number: it gives a number, or its text while that is not one yet
 * ('', '49,'). Undefined when nothing is entered; NaN when the text is no amount.
 */
export const toAmount = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseAmount(value);
  return undefined;
};
