/** The company's services (the marketplace): list, activate by name, deactivate by entry id. */
import { ActivateServiceBody } from '../../../src-generated/zod/services/services.zod';
import { nextId } from '../../lib/ids';
import { badRequest, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { applyServiceAction } from './rules';

export const servicesHandlers = [
  route('listServices', ({ db }) => ok(db.services)),

  // A service the company never had gets its entry on first activation.
  route('activateService', ({ db, body }) => {
    const { service } = ActivateServiceBody.parse(body);
    const entry = db.services.find((candidate) => candidate.service === service);
    if (!entry) {
      const added = { id: nextId(db), service, active: true };
      db.services.push(added);
      return ok(added);
    }
    const transition = applyServiceAction(entry.active, 'activate');
    if (!transition.ok) return badRequest(transition.message);
    entry.active = transition.active;
    return ok(entry);
  }),

  // The contract knows no 400 here: deactivating an inactive service just answers it unchanged.
  route('deactivateService', ({ db, params }) => {
    const entry = db.services.find((candidate) => candidate.id === params.id);
    if (!entry) return notFound('Service');
    const transition = applyServiceAction(entry.active, 'deactivate');
    if (transition.ok) entry.active = transition.active;
    return ok(entry);
  }),
];
