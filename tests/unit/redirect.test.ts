import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/redirect';

describe('safeRedirect: the pending path only ever leads inside the app', () => {
  it.each([
    [
      '/dashboard/transactions/payments?page=2&states=PENDING',
      '/dashboard/transactions/payments?page=2&states=PENDING',
    ],
    ['/dashboard/home', '/dashboard/home'],
    ['/user#top', '/user#top'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    '//evil.example/phish',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2f%2fevil.example',
    '/%252F%252Fevil.example',
    'javascript%3Aalert(1)',
    '/\tevil',
    '/%09/evil.example',
    ' //evil.example',
    'dashboard/home',
    '',
    '/login?redirect=/dashboard',
    '/logout',
  ])('refuses %s', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect(42)).toBeNull();
  });
});
