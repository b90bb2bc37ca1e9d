import { HttpResponse, type HttpHandler } from 'msw';
import { route } from '../lib/route';

/** Handlers of the company area: more to come. */
export const companyHandlers: HttpHandler[] = [
  route('getCompany', ({ db }) => HttpResponse.json(db.company)),
];
