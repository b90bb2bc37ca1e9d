import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserScope, onUserScopeChange, scopedStorageKey, setUserScope, userScopeId } from './user-scope';

afterEach(() => setUserScope(null));

describe('user scope', () => {
  it('has no key while nobody is signed in', () => {
    expect(getUserScope()).toBeNull();
    expect(scopedStorageKey('portal.views.payments')).toBeNull();
  });

  it('files a key under the user and the company, the e-mail compared without case', () => {
    setUserScope({ email: ' Anna@Example.com ', companyId: 'c1' });
    expect(userScopeId()).toBe('anna@example.com|c1');
    expect(scopedStorageKey('portal.views.payments')).toBe('portal.views.payments@anna@example.com|c1');
    expect(scopedStorageKey('k', { email: 'b@example.com', companyId: 'c2' })).toBe('k@b@example.com|c2');
  });

  it('tells listeners of a change only', () => {
    const listener = vi.fn();
    const stop = onUserScopeChange(listener);
    setUserScope({ email: 'anna@example.com', companyId: 'c1' });
    setUserScope({ email: 'ANNA@example.com', companyId: 'c1' });
    setUserScope({ email: 'anna@example.com', companyId: 'c2' });
    stop();
    setUserScope(null);
    expect(listener.mock.calls).toEqual([
      [{ email: 'anna@example.com', companyId: 'c1' }],
      [{ email: 'anna@example.com', companyId: 'c2' }],
    ]);
  });
});
