import { describe, expect, it } from 'vitest';
import { parseAmount, toAmount } from './amount';

describe('amounts of the amount fields', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['49,90', 49.9],
    ['0,10', 0.1],
    // A number field hands over unfinished values in its own notation: dot decimal, no grouping.
    ['49.90', 49.9],
    ['0.10', 0.1],
    ['3.', 3],
    ['  12 ', 12],
  ])('%s is %s', (text, amount) => expect(parseAmount(text)).toBe(amount));

  it('is undefined when empty and NaN when no amount', () => {
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseAmount('abc')).toBeNaN();
  });

  it('takes numbers as they are', () => {
    expect(toAmount(0.1)).toBe(0.1);
    expect(toAmount('0.10')).toBe(0.1);
    expect(toAmount(undefined)).toBeUndefined();
  });
});
