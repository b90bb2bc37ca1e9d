/**
 * The session: an access token and the moment it expires, kept in localStorage so that every
 * tab shares it. Valid only while the expiry is later than now.
 *
 * The stored value is checked by hand rather than with zod: the session is read on the first
 * page, whose bundle zod would nearly double.
 */
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';
import { setUserScope } from './user-scope';

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

/** Set and removed at once by a logout, so that the other tabs clear what only they hold. */
const LOGOUT_SIGNAL_KEY = 'portal.logout';

/** Saved list views are the user's settings, filed per user and company: they survive logout. */
export const KEPT_USER_KEY_PREFIXES = ['portal.views.'];
/** Drafts of forms (src/lib/drafts.ts): kept when the session merely ended, cleared at logout. */
export const DRAFT_KEY_PREFIX = 'portal.draft.';

const keep = (storage: Storage, wanted: (key: string) => boolean) => {
  const kept: [string, string][] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null && wanted(key)) kept.push([key, value]);
  }
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
};

/**
 * Ends the session and removes everything the portal kept in browser storage for the user.
 * Other tabs learn of it through the storage event (see onSessionChange).
 */
export const endSession = (end: SessionEnd = 'ended') => {
  freshSignIn = false;
  try {
    // The interface language and the colour scheme belong to the device, saved list views to the
    // user (filed per user): they stay. List preferences go. Drafts stay when the session ended
    // by itself (a 401, the expiry), so that signing in again offers them; a logout clears them.
    keep(
      localStorage,
      (key) =>
        DEVICE_PREFERENCE_KEYS.includes(key) ||
        KEPT_USER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    keep(sessionStorage, (key) => end !== 'logout' && key.startsWith(DRAFT_KEY_PREFIX));
    // Each tab keeps its drafts in its own sessionStorage: the other tabs clear theirs on this.
    if (end === 'logout') {
      localStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
      localStorage.removeItem(LOGOUT_SIGNAL_KEY);
    }
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
  setUserScope(null);
  listeners.forEach((listener) => listener(null, end));
};

/** A session was stored but its expiry has passed (it ended while the page stayed open). */
export const hasExpiredSession = (now = Date.now()) => {
  try {
    return readSession(now) === null && readSession(0) !== null;
  } catch {
    return false;
  }
};

/** Calls back when the session starts or ends, in this tab or in another one. */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGOUT_SIGNAL_KEY && event.newValue !== null)
      keep(sessionStorage, (key) => !key.startsWith(DRAFT_KEY_PREFIX));
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener(readSession());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
