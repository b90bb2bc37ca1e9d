import { describe, expect, it } from 'vitest';
import { isPreviewable } from './portal-link';

describe('the debtor portal link preview (spec 3 §2.10)', () => {
  it.each([
    ['https://kunden.example.de/baeckerei', true],
    ['http://localhost:8080/portal', true],
    ['HTTPS://KUNDEN.EXAMPLE.DE', true],
    ['javascript:alert(1)', false],
    ['ftp://files.example.de/portal', false],
    ['mailto:kunden@example.de', false],
    ['kunden.example.de/portal', false],
    ['', false],
    [undefined, false],
  ])('%s may be previewed: %s', (url, expected) => {
    expect(isPreviewable(url)).toBe(expected);
  });
});
