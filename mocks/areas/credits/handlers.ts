/** Credits (payouts to customers) with their events; credit notes live in credit-notes.ts. */
import type { HttpHandler } from 'msw';
import { CreateCreditBody, ListCreditsQueryParams } from '../../../src-generated/zod/credits/credits.zod';
import type { CreditRecord, Db } from '../../db/schema';
import { debitorSummary } from '../customers/rules';
import { nextId } from '../../lib/ids';
import { indexedByStatus, plainLookup } from '../../db/indexed-lists';
import { creditIndex } from '../../lib/list-indexes';
import { pageOf, sortItems, withinDates } from '../../lib/lists';
import { badRequest, notFound, ok, omit } from '../../lib/respond';
import { route } from '../../lib/route';
import { creditEventsFor, CREDIT_METHOD, creditNoteNumber } from './rules';
import { creditNotesHandlers } from './credit-notes';
import { listQuery } from '../../lib/query';
import { matchesTerms } from '../../lib/text';

const creditResponse = (credit: CreditRecord) => omit(credit, 'bankAccountId');

const findCredit = (db: Db, id: string) => db.credits.find((credit) => credit.id === id);

/** The next credit note number of the year, after the highest one given so far. */
const nextCreditNoteNumber = (db: Db, year: string) => {
  const numbers = db.creditNotes
    .map((note) => note.invoiceNumber ?? '')
    .filter((number) => number.startsWith(`GS-${year}-`))
    .map((number) => Number(number.slice(8)));
  return creditNoteNumber(year, Math.max(0, ...numbers) + 1);
};

const creditHandlers = [
  route('listCredits', ({ db, query: raw }) => {
    const query = ListCreditsQueryParams.parse(raw);
    const list = listQuery(query);
    const indexed = indexedByStatus(
      db,
      creditIndex,
      {
        statuses: query.statuses,
        debitor: query.debitorRef,
        search: query.search,
        startDate: query.startDate,
        endDate: query.endDate,
      },
      list,
      'credits',
      creditResponse,
    );
    if (indexed) return ok(indexed);
    const lookup = plainLookup(db);
    const items = db.credits.filter((credit) => {
      return (
        (!query.statuses?.length || query.statuses.includes(credit.creditStatus)) &&
        (!query.debitorRef || credit.customer?.id === query.debitorRef) &&
        withinDates(credit.createdDateTimeUTC, query.startDate, query.endDate) &&
        matchesTerms(query.search, creditIndex.read(credit, db, lookup).texts)
      );
    });
    const sorted = sortItems(items, list, { field: 'createdDateTimeUTC', direction: 'desc' });
    return ok(pageOf(sorted.map(creditResponse), list, 'credits'));
  }),

  route('createCredit', ({ db, body }) => {
    const input = CreateCreditBody.parse(body);
    if (db.company.bankingSettings?.allowCreditTransfers === false) {
      return badRequest('credit transfers are not allowed for this company');
    }
    const debitor = db.debitors.find((candidate) => candidate.id === input.debitorId);
    if (!debitor) return badRequest('debitor not found');
    const mandate = db.sepaMandates.find(
      (candidate) => candidate.debitorId === debitor.id && candidate.state === 'ACTIVE',
    );
    if (!mandate) return badRequest('customer missing sepa mandate');
    if (!db.bankAccounts.some((account) => account.id === input.bankAccountId)) {
      return badRequest('bank account not found');
    }
    const now = new Date();
    const credit: CreditRecord = {
      id: nextId(db),
      creditMethod: CREDIT_METHOD,
      creditStatus: 'PENDING',
      customer: { id: debitor.id, emailAddress: debitor.emailAddress },
      purpose: input.purpose,
      amount: input.amount,
      createdDateTimeUTC: now.toISOString(),
      bankAccountId: input.bankAccountId,
    };
    db.credits.push(credit);
    creditEventsFor('PENDING').forEach((eventType, index) => {
      db.creditEvents.push({
        eventType,
        eventDateTimeUTC: new Date(now.getTime() + index).toISOString(),
        creditId: credit.id,
      });
    });
    // The backend writes the credit note for every credit (found with byCreditId).
    db.creditNotes.push({
      id: nextId(db),
      status: 'OPEN',
      debtor: debitorSummary(debitor),
      total: credit.amount,
      createdDateTimeUTC: new Date(now.getTime() + 2).toISOString(),
      invoiceNumber: nextCreditNoteNumber(db, String(now.getUTCFullYear())),
      creditId: credit.id,
    });
    return ok(creditResponse(credit));
  }),

  route('getCredit', ({ db, params }) => {
    const credit = findCredit(db, params.id ?? '');
    return credit ? ok(creditResponse(credit)) : notFound('credit');
  }),

  route('listCreditEvents', ({ db, params }) => {
    const credit = findCredit(db, params.id ?? '');
    if (!credit) return notFound('credit');
    const events = db.creditEvents
      .filter((event) => event.creditId === credit.id)
      .sort((a, b) => a.eventDateTimeUTC.localeCompare(b.eventDateTimeUTC));
    return ok({ _embedded: { credit_events: events } });
  }),
];

export const creditsHandlers: HttpHandler[] = [...creditHandlers, ...creditNotesHandlers];
