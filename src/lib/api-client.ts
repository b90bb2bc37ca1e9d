/**
 * The api client every generated hook goes through (orval's mutator).
 * - base URL from the environment or, in production builds, /config.json; bearer token, JSON accept and content type, the portal client header;
 * - any status outside 200-399 becomes an ApiError with the status and the server's message, and so
 *   does an answer whose body cannot be read (JSON that is not, a body cut off), whatever its status;
 * - a 401 on an authenticated call asks the user to sign in again and repeats the call once (while
 *   the dashboard is shown), else ends the session and hands over to the unauthorized handler;
 * - offline, a write fails at once with an OfflineError (nothing queued); a write without an
 *   answer after WRITE_TIMEOUT_MS fails;
 * - in development, tests and mock builds every response is checked against the contract.
 */
import { getApiBaseUrl } from './env';
import { onFirstUse } from './on-first-use';
import { ApiError, ContractDriftError, OfflineError } from './errors';
import { endSession, getAccessToken, hasExpiredSession } from './session';

export const CLIENT_HEADER = 'X-Client';
export const CLIENT_NAME = 'merchant-portal';

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => undefined;
/** The app decides where a 401 leads (to /login, remembering the page). */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler) => {
  unauthorizedHandler = handler;
};

/**
 * Asks the user to sign in again over the screen; true once they did. Set while the dashboard is
 * shown: a 401 then keeps the page (and what was typed) and repeats the call once.
 */
type Reauthenticate = () => Promise<boolean>;
let reauthenticate: Reauthenticate | null = null;
export const setReauthenticate = (handler: Reauthenticate) => {
  reauthenticate = handler;
  return () => {
    if (reauthenticate === handler) reauthenticate = null;
  };
};

/** Signing in is the way out of an ended session: its own 401 is a wrong password, nothing more. */
const isSignIn = (url: string) => url === '/login' || url.startsWith('/login?');

type DriftListener = (error: ContractDriftError) => void;
const driftListeners = new Set<DriftListener>();
/** Called for every response that breaks the contract (development and mock builds). */
export const onContractDrift = (listener: DriftListener) => {
  driftListeners.add(listener);
  return () => driftListeners.delete(listener);
};

const buildHeaders = (options: RequestInit, token: string | undefined): Headers => {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set(CLIENT_HEADER, CLIENT_NAME);
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    headers.delete('Content-Type');
  } else if (options.body !== undefined && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/**
 * A write waits this long for its answer, then fails (the form stays and may be sent again; a
 * create looks up what it sent first, src/lib/create-once.ts) instead of spinning forever.
 */
export const WRITE_TIMEOUT_MS = 60_000;

const writeSignal = (signal: AbortSignal | null | undefined) => {
  const timeout = AbortSignal.timeout(WRITE_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

/** What an answer's body could not be read as: JSON that is not JSON, or a body cut off. */
const UNREADABLE = Symbol('unreadable body');

const readBody = async (res: Response): Promise<unknown> => {
  if (res.status === 204 || res.status === 205 || res.status === 304) return undefined;
  const type = res.headers.get('content-type') ?? '';
  try {
    if (type.includes('json')) {
      const text = await res.text();
      if (!text) return undefined;
      try {
        const parsed: unknown = JSON.parse(text);
        return parsed;
      } catch {
        return UNREADABLE;
      }
    }
    if (type.startsWith('text/')) return (await res.text()) || undefined;
    const blob = await res.blob();
    return blob.size ? blob : undefined;
  } catch {
    return UNREADABLE;
  }
};

const checkAgainstContract = async (method: string, url: string, status: number, body: unknown) => {
  // Spelled out here (not imported) so that a production build folds it to false and leaves the
  // schemas out of the bundle.
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_MOCK === 'true'))
    return;
  const { checkResponse } = await onFirstUse(() => import('./response-check')).load();
  try {
    checkResponse(method, new URL(url, 'http://portal.invalid').pathname, status, body);
  } catch (error) {
    if (!(error instanceof ContractDriftError)) throw error;
    console.error(error.message);
    driftListeners.forEach((listener) => listener(error));
    if (import.meta.env.MODE === 'test') throw error;
  }
};

const request = async (
  url: string,
  options: RequestInit,
  repeated = false,
): Promise<{ res: Response; body: unknown }> => {
  // The expiry passed while the page stayed open: sign in again before the call, not after its 401.
  if (!repeated && reauthenticate && !isSignIn(url) && hasExpiredSession()) await reauthenticate();
  const token = getAccessToken();
  const method = (options.method ?? 'GET').toUpperCase();
  // Offline, a write is refused at once rather than queued: the form keeps what was typed.
  if (method !== 'GET' && method !== 'HEAD' && !navigator.onLine) throw new OfflineError();
  const res = await fetch(`${getApiBaseUrl()}${url}`, {
    ...options,
    method,
    headers: buildHeaders(options, token),
    signal: method === 'GET' ? options.signal : writeSignal(options.signal),
  });
  const read = await readBody(res);
  const body = read === UNREADABLE ? undefined : read;
  // An answer that cannot be read fails like any failure ('status not ok', never a parser's error),
  // so the screen shows the call's own message.
  if (res.status < 200 || res.status > 399 || read === UNREADABLE) {
    if (res.status === 401 && token && !isSignIn(url)) {
      if (reauthenticate) {
        // Once: a second 401 right after signing in again is the server's answer, not the session's.
        if (!repeated && (await reauthenticate())) return request(url, options, true);
      } else {
        endSession();
        unauthorizedHandler();
      }
    }
    throw new ApiError(res.status, body);
  }
  await checkAgainstContract(method, url, res.status, body);
  return { res, body };
};

/** The mutator for calls whose callers need only the body. */
export const apiFetch = async <T>(url: string, options: RequestInit): Promise<T> => {
  const { body } = await request(url, options);
  // orval's mutator contract: the caller names T. Development, tests and mock builds parse every
  // answer against the contract's schema (checkAgainstContract); production trusts the backend.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  return body as T;
};

/** The mutator for calls whose callers read the status or headers too (the login token). */
export const apiFetchWithResponse = async <T>(url: string, options: RequestInit): Promise<T> => {
  const { res, body } = await request(url, options);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- as in apiFetch
  return { data: body, status: res.status, headers: res.headers } as T;
};
