import type { HttpHandler } from 'msw';
import {
  CreatePaylinkBody,
  ListPaylinksQueryParams,
  UpdatePaylinkBody,
} from '../../../src-generated/zod/paylinks/paylinks.zod';
import type { TeamMember } from '../../../src-generated/model/teamMember';
import { PAYLINK_BASE_URL, paylinkFromInput, presentPaylink } from './rules';
import { nextId, nowIso } from '../../lib/ids';
import { pageOf, sortItems } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { notFound, ok, ruleProblem } from '../../lib/respond';
import { route } from '../../lib/route';

export const paylinksHandlers: HttpHandler[] = [
  route('listPaylinks', ({ db, query: raw }) => {
    const query = listQuery(ListPaylinksQueryParams.parse(raw));
    const links = db.paylinks.map((link) => presentPaylink(link, db));
    const sorted = sortItems(links, query, { field: 'createdDateTimeUTC', direction: 'desc' });
    return ok(pageOf(sorted, query, 'paylinks'));
  }),

  route('createPaylink', ({ db, body }) => {
    const id = nextId(db);
    const result = paylinkFromInput(CreatePaylinkBody.parse(body), db, {
      id,
      payLinkUrl: `${PAYLINK_BASE_URL}${id}`,
      createdDateTimeUTC: nowIso(),
    });
    if ('errors' in result) return ruleProblem(result.errors);
    db.paylinks.push(result.paylink);
    return ok(presentPaylink(result.paylink, db), 201);
  }),

  route('listPaylinkTeamMembers', ({ db }) => {
    const members: TeamMember[] = [...db.teamMembers];
    // The signed-in users are team members too, even where the team list has not been seeded.
    for (const user of db.users) {
      if (members.some((member) => member.emailAddress.toLowerCase() === user.emailAddress.toLowerCase())) {
        continue;
      }
      const { id, emailAddress, firstName, lastName } = user;
      members.push({ id, emailAddress, firstName, lastName });
    }
    return ok({
      _embedded: { userWithRoleList: members },
      page: { size: members.length, totalElements: members.length, totalPages: 1, number: 0 },
    });
  }),

  route('updatePaylink', ({ db, body, params }) => {
    const index = db.paylinks.findIndex((link) => link.id === params.id);
    const existing = db.paylinks[index];
    if (!existing) return notFound('Payment link');
    const result = paylinkFromInput(UpdatePaylinkBody.parse(body), db, existing);
    if ('errors' in result) return ruleProblem(result.errors);
    db.paylinks[index] = result.paylink;
    return ok(presentPaylink(result.paylink, db));
  }),

  route('deletePaylink', ({ db, params }) => {
    if (!db.paylinks.some((link) => link.id === params.id)) return notFound('Payment link');
    db.paylinks = db.paylinks.filter((link) => link.id !== params.id);
    return new Response(null, { status: 200 });
  }),
];
