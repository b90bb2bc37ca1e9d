import { describe, expect, it } from 'vitest';
import { isCreditorIdentifier } from './creditor-identifier';

describe('creditor identifier (spec 1 §5)', () => {
  it.each(['DE98ZZZ09999999999', 'DE98ZZZ09999', 'AT61ZZZ01234567890', `DE98ZZZ${'9'.repeat(28)}`])(
    'accepts %s',
    (value) => expect(isCreditorIdentifier(value)).toBe(true),
  );
  it.each([
    '',
    'de98ZZZ09999999999',
    'DE9XZZZ09999999999',
    'DE98ZZZ0999',
    `DE98ZZZ${'9'.repeat(29)}`,
    'DE98 ZZZ 09999999999',
  ])('refuses "%s"', (value) => expect(isCreditorIdentifier(value)).toBe(false));
});
