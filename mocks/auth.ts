/**
 * Tokens of the mock backend. They carry their expiry, so a reloaded page (and a fresh mock
 * worker) still accepts the session the portal kept.
 */
import { HttpResponse } from 'msw';

export const DEMO_USER = {
  emailAddress: 'demo@example.com',
  password: 'demo1234',
  firstName: 'Anna',
  lastName: 'Schneider',
} as const;

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

export const issueToken = (emailAddress: string, now = Date.now()) =>
  `mock.${btoa(emailAddress)}.${now + TOKEN_LIFETIME_SECONDS * 1000}`;

export const tokenEmail = (request: Request, now = Date.now()): string | null => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer mock\.([A-Za-z0-9+/=]+)\.(\d+)$/.exec(header);
  if (!match?.[1] || !match[2] || Number(match[2]) <= now) return null;
  try {
    return atob(match[1]);
  } catch {
    return null;
  }
};

export const problem = (status: number, message: string) => HttpResponse.json({ message }, { status });

export const unauthorized = () => problem(401, 'Unauthorized');

/**
 * Mock handlers answer only the API's origin: a bare '*\/user' would also catch the browser's
 * own navigation to the portal's /user page.
 */
export const MOCK_API_ORIGIN = 'http://localhost:4010';
export const api = (path: string) => `${MOCK_API_ORIGIN}${path}`;
