import { login } from '@generated/api/session/session';
import { sessionHeaders, startSession } from '@/lib/session';
import type { LoginValues } from './use-login-form';

/**
 * Signs in and starts the session from the `authorization` and `expires` response headers. A plain
 * call rather than a query-library mutation: the login page shows its own pending and failed
 * states, and the query library is not needed before the dashboard.
 */
export const signIn = async (values: LoginValues) => {
  const response = await login(values);
  const { token, expires } = sessionHeaders(response.headers);
  return startSession(token, expires);
};
