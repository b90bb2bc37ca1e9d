import { describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/color-scheme';
import { listPreferencesKey } from '@/lib/list-preferences';
import {
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  endSession,
  getAccessToken,
  isSignedIn,
  onSessionChange,
  readSession,
  startSession,
} from '@/lib/session';

describe('session', () => {
  it('stores the token and now + expires, and is valid until then', () => {
    const now = 1_700_000_000_000;
    startSession('Bearer abc.def', 3600, now);
    expect(readSession(now)).toEqual({ token: 'abc.def', expiresAt: now + 3_600_000 });
    expect(isSignedIn(now + 3_599_999)).toBe(true);
    expect(isSignedIn(now + 3_600_000)).toBe(false);
  });

  it('is not signed in with nothing or garbage in storage', () => {
    expect(isSignedIn()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(isSignedIn()).toBe(false);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '', expiresAt: Date.now() + 1000 }));
    expect(isSignedIn()).toBe(false);
    for (const stored of [null, [], 'token', { token: 'abc' }, { token: 'abc', expiresAt: 'tomorrow' }]) {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
      expect(isSignedIn()).toBe(false);
    }
  });

  it('reads only the token and the expiry of what is stored', () => {
    const expiresAt = Date.now() + 60_000;
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'abc', expiresAt, extra: 1 }));
    expect(readSession()).toEqual({ token: 'abc', expiresAt });
  });

  it('ends the session, clears storage but keeps the interface language', () => {
    startSession('token', 60);
    localStorage.setItem('portal.something', 'user data');
    sessionStorage.setItem('portal.draft', 'x');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    endSession();
    expect(getAccessToken()).toBeUndefined();
    expect(localStorage.getItem('portal.something')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('keeps the colour scheme, a preference of the device, but clears the list preferences', () => {
    startSession('token', 60);
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    localStorage.setItem(listPreferencesKey('payments'), JSON.stringify({ hiddenColumns: ['purpose'] }));
    endSession();
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(localStorage.getItem(listPreferencesKey('payments'))).toBeNull();
  });

  it("keeps the saved list views, the user's settings filed per user and company", () => {
    startSession('token', 60);
    const key = 'portal.views.payments@anna@example.com|c1';
    localStorage.setItem(key, JSON.stringify({ views: [] }));
    localStorage.setItem('portal.viewsless', 'user data');
    endSession();
    expect(localStorage.getItem(key)).toBe(JSON.stringify({ views: [] }));
    expect(localStorage.getItem('portal.viewsless')).toBeNull();
  });

  it('tells listeners when another tab logs out', () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    startSession('token', 60);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'token' }));
    // Another tab removed the session: this tab only sees the storage event.
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    expect(listener).toHaveBeenLastCalledWith(null);
    stop();
  });
});
