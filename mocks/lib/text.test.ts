import { describe, expect, it } from 'vitest';
import { sameText, textMatcher } from './text';

describe('textMatcher', () => {
  it('matches as sameText does: ignoring case and surrounding blanks', () => {
    const candidates = [
      'anna@example.de',
      ' Anna@Example.DE ',
      'anna@example.de.',
      'nna@example.de',
      '',
      undefined,
    ];
    const matches = textMatcher('  ANNA@example.de');
    for (const candidate of candidates)
      expect(matches(candidate), String(candidate)).toBe(sameText(candidate, '  ANNA@example.de'));
    expect(candidates.filter(matches)).toEqual(['anna@example.de', ' Anna@Example.DE ']);
  });

  it('matches nothing when nothing is wanted', () => {
    expect(textMatcher('  ')('  ')).toBe(false);
    expect(textMatcher(undefined)('anna@example.de')).toBe(false);
  });
});
