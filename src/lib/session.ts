/**
 * The session: an access token and the moment it expires, kept in localStorage so that every
 * tab shares it. Valid only while the expiry is later than now.
 *
 * The stored value is checked by hand rather than with zod: the session is read on the first
 * page, whose bundle zod would nearly double.
 */
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';

export const SESSION_STORAGE_KEY = 'portal.session';
export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** Preferences of the device, not data of the user: they survive logout. */
const DEVICE_PREFERENCE_KEYS = [LANGUAGE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY];

export type Session = { token: string; expiresAt: number };

/** What the portal stored: a non-empty token and a finite expiry; anything else is no session. */
const readStoredSession = (json: unknown): Session | null => {
  if (typeof json !== 'object' || json === null) return null;
  const token: unknown = 'token' in json ? json.token : undefined;
  const expiresAt: unknown = 'expiresAt' in json ? json.expiresAt : undefined;
  if (typeof token !== 'string' || !token || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))
    return null;
  return { token, expiresAt };
};

/** How a session ended: the user's logout in this tab, or anything else (expiry, a 401, another tab). */
export type SessionEnd = 'logout' | 'ended';
type Listener = (session: Session | null, end?: SessionEnd) => void;
const listeners = new Set<Listener>();

/** Set by a sign-in in this tab, until the dashboard has greeted; never by a page load. */
let freshSignIn = false;

/**
 * True once after this tab signed in: 'You are logged in.' belongs to entering the dashboard
 * right after signing in, not to every full load of a dashboard page with a stored session.
 */
export const takeFreshSignIn = () => {
  const fresh = freshSignIn;
  freshSignIn = false;
  return fresh;
};

export const readSession = (now = Date.now()): Session | null => {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const session = readStoredSession(json);
  return session && session.expiresAt > now ? session : null;
};

export const isSignedIn = (now = Date.now()) => readSession(now) !== null;

export const getAccessToken = () => readSession()?.token;

/**
 * The token and lifetime a response's `authorization` and `expires` headers carry (login,
 * onboarding and join answer with them); throws when either is missing.
 */
export const sessionHeaders = (headers: Headers): { token: string; expires: number } => {
  const token = headers.get('authorization');
  const expires = Number(headers.get('expires'));
  if (!token || !Number.isFinite(expires) || expires <= 0)
    throw new Error('The response lacks the authorization or expires header.');
  return { token, expires };
};

/** Starts a session from the login response: the token and its lifetime in seconds. */
export const startSession = (authorization: string, expiresInSeconds: number, now = Date.now()): Session => {
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  const session = { token, expiresAt: now + expiresInSeconds * 1000 };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  freshSignIn = true;
  listeners.forEach((listener) => listener(session));
  return session;
};

/** Saved list views (src/components/list-views/view-store.ts): kept at logout, per user. */
export const SAVED_VIEWS_PREFIX = 'portal.views.';

/**
 * Ends the session and removes everything the portal kept in browser storage for the user.
 * Other tabs learn of it through the storage event (see onSessionChange).
 */
export const endSession = (end: SessionEnd = 'ended') => {
  freshSignIn = false;
  try {
    // The interface language and the colour scheme belong to the device: they stay. List
    // preferences (which columns, density, page size) are the user's and go. Saved list views
    // are the user's settings, filed per user and company (src/lib/user-scope.ts): they stay, and
    // another user never sees them.
    const keys = [
      ...DEVICE_PREFERENCE_KEYS,
      ...Object.keys(localStorage).filter((key) => key.startsWith(SAVED_VIEWS_PREFIX)),
    ];
    const kept = keys.map((key) => ({ key, value: localStorage.getItem(key) }));
    localStorage.clear();
    sessionStorage.clear();
    for (const { key, value } of kept) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
  listeners.forEach((listener) => listener(null, end));
};

/** Calls back when the session starts or ends, in this tab or in another one. */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener(readSession());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
