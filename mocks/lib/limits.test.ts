import { describe, expect, it } from 'vitest';
import { declaredRefusal, jsonTooDeep } from './limits';

describe('jsonTooDeep', () => {
  it.each([
    ['[[[1]]]', 3, false],
    ['[[[[1]]]]', 3, true],
    ['{"a":{"b":{"c":1}}}', 3, false],
    // Brackets inside strings, escaped quotes included, do not nest.
    ['{"a":"[[[[{{{{\\"[[[["}', 1, false],
    [`${'['.repeat(1001)}${']'.repeat(1001)}`, 1000, true],
  ])('%s deeper than %i: %s', (text, max, expected) => {
    expect(jsonTooDeep(text, max)).toBe(expected);
  });
});

describe('declaredRefusal', () => {
  it('takes the first preferred status the operation declares, else the first', () => {
    expect(declaredRefusal('DELETE', '/debitors/x', [414, 404, 400])).toBe(404);
    expect(declaredRefusal('GET', '/debitors?search=x', [414, 404, 400])).toBe(400);
    expect(declaredRefusal('POST', '/company/logo', [413, 400])).toBe(413);
    expect(declaredRefusal('GET', '/nowhere', [414, 404, 400])).toBe(414);
  });
});
