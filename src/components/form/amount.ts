/** How the amount fields' values (German notation) become numbers, for every form's schema. */

/**
 * German notation: '1.234,5' is 1234.5; empty is no amount. Text without a comma is a number
 * field's own unfinished value ('49.90', '0.10', '3.'): a dot decimal point and no grouping.
 */
export const parseAmount = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed);
};

/**
 * An AmountField's value as a number: it gives a number, or its text while that is not one yet
 * ('', '49.', '49.90' with its trailing zero). Undefined when nothing is entered; NaN when the
 * text is no amount.
 */
export const toAmount = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseAmount(value);
  return undefined;
};
