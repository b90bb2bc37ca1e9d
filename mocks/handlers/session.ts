import { HttpResponse, http } from 'msw';
import { LoginBody } from '../../src-generated/zod/session/session.zod';
import {
  DEMO_USER,
  TOKEN_LIFETIME_SECONDS,
  api,
  issueToken,
  problem,
  tokenEmail,
  unauthorized,
} from '../auth';

export const sessionHandlers = [
  http.post(api('/login'), async ({ request }) => {
    const body = LoginBody.safeParse(await request.json().catch(() => null));
    if (!body.success) return problem(400, 'Validation errors');
    const { emailAddress, password } = body.data;
    if (emailAddress.toLowerCase() !== DEMO_USER.emailAddress || password !== DEMO_USER.password) {
      return problem(401, 'Bad credentials');
    }
    return new HttpResponse(null, {
      status: 200,
      headers: {
        authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
        expires: String(TOKEN_LIFETIME_SECONDS),
      },
    });
  }),
  http.get(api('/user'), ({ request }) => {
    if (!tokenEmail(request)) return unauthorized();
    const { emailAddress, firstName, lastName } = DEMO_USER;
    return HttpResponse.json({ emailAddress, firstName, lastName });
  }),
];
