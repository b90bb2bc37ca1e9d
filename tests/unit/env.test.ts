import { describe, expect, it } from 'vitest';
import { apiBaseUrls, resolveApiBaseUrl } from '@/lib/env';

describe('api base URL', () => {
  it('is the local mock server by default and follows the environment', () => {
    expect(resolveApiBaseUrl('local', undefined)).toBe('http://localhost:4010');
    expect(resolveApiBaseUrl('stage', undefined)).toBe(apiBaseUrls.stage);
    expect(resolveApiBaseUrl('prod', '')).toBe(apiBaseUrls.prod);
  });

  it('takes VITE_API_BASE_URL over the environment, without a trailing slash', () => {
    expect(resolveApiBaseUrl('prod', 'https://api.qa.example/v1/')).toBe('https://api.qa.example/v1');
  });
});
