import { DEMO_USER, TOKEN_LIFETIME_SECONDS, issueToken } from '../mocks/auth';
import { startSession } from '@/lib/session';

/** Starts a session the mock backend accepts, as if the demo user had logged in. */
export const signInAsDemo = () =>
  startSession(`Bearer ${issueToken(DEMO_USER.emailAddress)}`, TOKEN_LIFETIME_SECONDS);
