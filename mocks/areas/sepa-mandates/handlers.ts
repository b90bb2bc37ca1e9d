import type { HttpHandler } from 'msw';
import { isValidIBAN } from 'ibantools';
import {
  CreateSepaMandateBody,
  ListSepaMandatesQueryParams,
} from '../../../src-generated/zod/sepa-mandates/sepa-mandates.zod';
import type { Db } from '../../db/schema';
import { stepMandate, nextMandateReference } from './rules';
import { nextId, nowIso } from '../../lib/ids';
import { pageOf, sortItems } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { badRequest, notFound, ok, omit } from '../../lib/respond';
import { route } from '../../lib/route';

type MandateRecord = Db['sepaMandates'][number];

const toMandate = (record: MandateRecord) => omit(record, 'debitorId', 'createdDateTimeUTC');

export const sepaMandatesHandlers: HttpHandler[] = [
  route('listSepaMandates', ({ db, query: raw }) => {
    const filters = ListSepaMandatesQueryParams.parse(raw);
    const query = listQuery(filters);
    const debtorId = filters.debtor_id;
    const hits = db.sepaMandates.filter((mandate) => !debtorId || mandate.debitorId === debtorId);
    const sorted = sortItems(hits, query, { field: 'createdDateTimeUTC', direction: 'desc' });
    return ok(pageOf(sorted.map(toMandate), query, 'sepaMandates'));
  }),

  route('createSepaMandate', ({ db, body }) => {
    const input = CreateSepaMandateBody.parse(body);
    if (!db.debitors.some((debitor) => debitor.id === input.debitorId))
      return badRequest('customer required');
    if (!isValidIBAN(input.iban)) return badRequest('no_valid_iban');
    const now = nowIso();
    const references = db.sepaMandates.map((mandate) => mandate.mandateReference);
    const mandate: MandateRecord = {
      id: nextId(db),
      mandateReference: nextMandateReference(references, new Date(now).getUTCFullYear()),
      iban: input.iban,
      bic: input.bic,
      state: 'ACTIVE',
      signatureDate: input.signatureDate,
      debitorId: input.debitorId,
      createdDateTimeUTC: now,
    };
    db.sepaMandates.push(mandate);
    return ok(toMandate(mandate));
  }),

  route('deactivateSepaMandate', ({ db, params }) => {
    const mandate = db.sepaMandates.find((candidate) => candidate.id === params.id);
    if (!mandate) return notFound('SEPA mandate');
    const step = stepMandate('deactivate', mandate.state);
    if (!step.ok) return badRequest(step.message);
    mandate.state = step.state;
    return ok(toMandate(mandate));
  }),
];
