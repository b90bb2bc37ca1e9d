import { HttpResponse } from 'msw';
import { TOKEN_LIFETIME_SECONDS, issueToken } from '../../auth';
import { ok, problem } from '../../lib/respond';
import { route } from '../../lib/route';
import { LoginBody } from '../../../src-generated/zod/session/session.zod';

export const sessionHandlers = [
  route('login', ({ db, body }) => {
    const { emailAddress, password } = LoginBody.parse(body);
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
  /**
   * The mock has one company, which every user belongs to; someone who onboarded a company through
   * an invitation has that company's account instead (its data is not kept beyond id and name).
   */
  route('listUserAccounts', ({ db, userEmail }) => {
    const onboarded = db.invitations.filter(
      (invitation) =>
        invitation.kind === 'ONBOARDING' && invitation.usedBy === userEmail && invitation.companyId,
    );
    const accounts = onboarded.length
      ? onboarded.map((invitation) => ({
          id: invitation.companyId ?? '',
          name: invitation.companyName ?? '',
        }))
      : [{ id: db.company.id, name: db.company.name }];
    return ok({
      _embedded: { accountDTOList: accounts },
      page: { size: accounts.length, totalElements: accounts.length, totalPages: 1, number: 0 },
    });
  }),
];
