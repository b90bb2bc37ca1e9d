/** The policy: strict in production, the same in the nginx example, and the runtime config's hosts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedApiOrigins } from '@/lib/api-hosts';
import { cspDirectives, headerCsp, metaCsp } from '@/lib/content-security-policy';
import { parseRuntimeConfig } from '@/lib/runtime-config';

const nginx = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
const nginxPolicies = [...nginx.matchAll(/add_header Content-Security-Policy "([^"]+)"/g)].map(
  (m) => m[1] ?? '',
);

describe('content security policy', () => {
  it('allows no inline script, no eval, no plugins and no foreign base', () => {
    const production = cspDirectives('production');
    expect(production['script-src']).toEqual(["'self'"]);
    expect(production['object-src']).toEqual(["'none'"]);
    expect(production['base-uri']).toEqual(["'self'"]);
    expect(production['default-src']).toEqual(["'self'"]);
    expect(metaCsp('production')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('lets a production build talk only to itself and the documented API hosts', () => {
    expect(cspDirectives('production')['connect-src']).toEqual(["'self'", ...deployedApiOrigins]);
    expect(metaCsp('production')).not.toContain('localhost');
    // Every host the policy allows is one a runtime config may name, and the other way round.
    for (const origin of deployedApiOrigins)
      expect(parseRuntimeConfig({ environment: 'prod', apiBaseUrl: origin }).ok).toBe(true);
  });

  it('keeps the looser mock policy for the mock build only', () => {
    expect(cspDirectives('mock')['connect-src']).toEqual(["'self'", 'http://localhost:4010']);
    expect(cspDirectives('mock')['worker-src']).toEqual(["'self'"]);
    expect(cspDirectives('production')['worker-src']).toEqual(["'none'"]);
  });

  it('sets frame-ancestors only in the header, where browsers honour it', () => {
    expect(metaCsp('production')).not.toContain('frame-ancestors');
    expect(headerCsp()).toBe(`${metaCsp('production')}; frame-ancestors 'none'`);
  });

  it('is the same policy in the nginx example (the page and the server block)', () => {
    const pagePolicies = nginxPolicies.filter((policy) => policy.startsWith("default-src 'self'"));
    expect(pagePolicies.length).toBeGreaterThanOrEqual(2);
    for (const policy of pagePolicies) expect(policy).toBe(headerCsp());
  });
});
