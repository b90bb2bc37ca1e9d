import { HttpResponse } from 'msw';
import { TOKEN_LIFETIME_SECONDS, issueToken } from '../auth';
import { problem } from '../lib/respond';
import { route } from '../lib/route';
import type { LoginRequest } from '../../src-generated/model/loginRequest';

export const sessionHandlers = [
  route('login', ({ db, body }) => {
    const { emailAddress, password } = body as LoginRequest;
    const user = db.users.find(
      (candidate) => candidate.emailAddress.toLowerCase() === emailAddress.toLowerCase(),
    );
    if (!user || user.password !== password)
      return problem(401, 'Bad credentials', { status: 'UNAUTHORIZED' });
    return new HttpResponse(null, {
      status: 200,
      headers: {
        authorization: `Bearer ${issueToken(user.emailAddress)}`,
        expires: String(TOKEN_LIFETIME_SECONDS),
      },
    });
  }),
  route('getUser', ({ db, userEmail }) => {
    const user = db.users.find((candidate) => candidate.emailAddress === userEmail);
    if (!user) return problem(401, 'Unauthorized', { status: 'UNAUTHORIZED' });
    const { emailAddress, firstName, lastName } = user;
    return HttpResponse.json({ emailAddress, firstName, lastName });
  }),
];
