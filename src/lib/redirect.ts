/**
 * The page a user was bounced from, to return to after login. It only ever leads inside the app:
 * anything that could leave the origin (//host, https://host, javascript:, backslashes, their
 * percent-encoded forms, control characters) is refused.
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard/home';

const decodeFully = (value: string): string | null => {
  let current = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

const looksUnsafe = (value: string) =>
  !value.startsWith('/') ||
  value.startsWith('//') ||
  value.includes('\\') ||
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]/.test(value) ||
  /^\/*[a-z][a-z0-9+.-]*:/i.test(value);

export const safeRedirect = (raw: unknown): string | null => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  const decoded = decodeFully(raw);
  if (decoded === null || looksUnsafe(raw) || looksUnsafe(decoded)) return null;
  const base = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target === '/login' || target.startsWith('/login?') || target.startsWith('/logout')) return null;
  return target;
};
