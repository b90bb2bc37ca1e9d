import { HttpResponse } from 'msw';
import { route } from '../lib/route';

export const servicesHandlers = [route('listServices', ({ db }) => HttpResponse.json(db.services))];
