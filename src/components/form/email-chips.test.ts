import { describe, expect, it } from 'vitest';
import { looksLikeEmail, splitEmailChips } from './email-chips';

describe('e-mail chips (spec 2 §5)', () => {
  it.each([
    ['buchhaltung@roth.de', true],
    ['a.b+c@sub.example.com', true],
    ['roth.de', false],
    ['a@b', false],
    ['a b@c.de', false],
    ['@roth.de', false],
  ])('%s looks like an e-mail address: %s', (text, expected) => {
    expect(looksLikeEmail(text)).toBe(expected);
  });

  it('adds what comes before a comma, semicolon or space and keeps the rest being typed', () => {
    expect(splitEmailChips('a@roth.de,b@roth.de; c@ro', [], { final: false })).toEqual({
      added: ['a@roth.de', 'b@roth.de'],
      rest: 'c@ro',
      invalid: false,
    });
  });

  it('adds the last part too on Enter or blur', () => {
    expect(splitEmailChips('c@roth.de', [], { final: true })).toEqual({
      added: ['c@roth.de'],
      rest: '',
      invalid: false,
    });
    expect(splitEmailChips('c@roth', [], { final: false })).toEqual({
      added: [],
      rest: 'c@roth',
      invalid: false,
    });
  });

  it('keeps text that is no address and marks it invalid', () => {
    expect(splitEmailChips('roth.de, a@roth.de x', [], { final: false })).toEqual({
      added: ['a@roth.de'],
      rest: 'roth.de x',
      invalid: true,
    });
    expect(splitEmailChips('roth.de', [], { final: true })).toEqual({
      added: [],
      rest: 'roth.de',
      invalid: true,
    });
  });

  it('does not add an address twice', () => {
    expect(splitEmailChips('A@Roth.de a@roth.de ', ['a@roth.de'], { final: false }).added).toEqual([]);
  });
});
