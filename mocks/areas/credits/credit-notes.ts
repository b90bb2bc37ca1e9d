/** Credit notes: the documents written for credits (list, PDF, references, lookup by credit). */
import { ListCreditNotesQueryParams } from '../../../src-generated/zod/credit-notes/credit-notes.zod';
import type { Db } from '../../db/schema';
import { indexedByStatus, plainLookup } from '../../db/indexed-lists';
import { creditNoteIndex } from '../../lib/list-indexes';
import { pageOf, sortItems, withinDates } from '../../lib/lists';
import { makePdf } from '../../lib/pdf';
import { base64Document, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { pdfLines } from '../../lib/pdf-text';
import { listQuery } from '../../lib/query';
import { matchesTerms } from '../../lib/text';

const findNote = (db: Db, id: string) => db.creditNotes.find((note) => note.id === id);

const euro = (amount: number) => `${amount.toFixed(2).replace('.', ',')} EUR`;

export const creditNotesHandlers = [
  route('listCreditNotes', ({ db, query: raw }) => {
    const query = ListCreditNotesQueryParams.parse(raw);
    const list = listQuery(query);
    const indexed = indexedByStatus(
      db,
      creditNoteIndex,
      {
        statuses: query.statuses,
        debitor: query.debtorRef,
        search: query.search,
        startDate: query.startDate,
        endDate: query.endDate,
      },
      list,
      'creditNotes',
      (record) => record,
    );
    if (indexed) return ok(indexed);
    const items = db.creditNotes.filter(
      (note) =>
        (!query.statuses?.length || query.statuses.includes(note.status)) &&
        (!query.debtorRef || note.debtor?.id === query.debtorRef) &&
        withinDates(note.createdDateTimeUTC, query.startDate, query.endDate) &&
        matchesTerms(query.search, creditNoteIndex.read(note, db, plainLookup(db)).texts),
    );
    return ok(
      pageOf(sortItems(items, list, { field: 'createdDateTimeUTC', direction: 'desc' }), list, 'creditNotes'),
    );
  }),

  route('getCreditNotePdf', async ({ db, params }) => {
    const note = findNote(db, params.id ?? '');
    // A draft has no document yet.
    if (!note || note.status === 'DRAFT' || !note.invoiceNumber) return notFound('credit note');
    const credit = db.credits.find((candidate) => candidate.id === note.creditId);
    const debtor = note.debtor;
    const name = [debtor?.firstName, debtor?.lastName].filter(Boolean).join(' ') || debtor?.companyName;
    const bytes = await makePdf(
      `Gutschrift ${note.invoiceNumber}`,
      pdfLines([
        db.company.name,
        '',
        `Empfänger: ${name ?? debtor?.emailAddress ?? 'unbekannt'}`,
        `Datum: ${note.createdDateTimeUTC.slice(0, 10)}`,
        ...(credit?.purpose ? [`Verwendungszweck: ${credit.purpose}`] : []),
        `Gutschriftsbetrag: ${euro(note.total)}`,
        '',
        'Der Betrag wird per SEPA-Überweisung auf Ihr Konto überwiesen.',
      ]),
    );
    return ok(base64Document(note.invoiceNumber, bytes));
  }),

  route('listCreditNoteReferences', ({ db, params }) => {
    const note = findNote(db, params.id ?? '');
    if (!note) return notFound('credit note');
    const credit = db.credits.find((candidate) => candidate.id === note.creditId);
    return ok(
      credit ? [{ id: credit.id, type: 'CREDIT', createdDateTimeUTC: credit.createdDateTimeUTC }] : [],
    );
  }),

  route('getCreditNoteByCreditId', ({ db, params }) => {
    const note = db.creditNotes.find((candidate) => candidate.creditId === params.creditId);
    return note ? ok(note) : notFound('credit note');
  }),
];
