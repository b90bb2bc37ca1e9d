import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  GetCreditNoteByCreditIdResponse,
  GetCreditNotePdfResponse,
  ListCreditNoteReferencesResponse,
  ListCreditNotesResponse,
} from '../../../src-generated/zod/credit-notes/credit-notes.zod';
import {
  CreateCreditResponse,
  GetCreditResponse,
  ListCreditEventsResponse,
  ListCreditsResponse,
} from '../../../src-generated/zod/credits/credits.zod';
import { getDb } from '../../db/store';
import { type CallOptions, callOperation, expectProblem, parseSuccess } from '../../test-helpers';

const listCredits = async (query: CallOptions['query'] = {}) => {
  const result = await callOperation('listCredits', { query });
  parseSuccess('listCredits', result.body);
  return ListCreditsResponse.parse(result.body);
};

const listNotes = async (query: CallOptions['query'] = {}) => {
  const result = await callOperation('listCreditNotes', { query });
  parseSuccess('listCreditNotes', result.body);
  return ListCreditNotesResponse.parse(result.body);
};

/** A customer with an active SEPA mandate (added here, since mandates are another area's seed). */
const mandatedCustomer = () => {
  const db = getDb();
  const debitor = db.debitors.find(
    (candidate) => candidate.paymentMethod === 'DIRECT_DEBIT' && candidate.firstName,
  );
  if (!debitor) throw new Error('no direct-debit customer');
  db.sepaMandates.push({
    id: 'mandate-test',
    createdDateTimeUTC: '2026-10-01T10:00:00.000Z',
    debitorId: debitor.id,
    mandateReference: 'MR-TEST-1',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    state: 'ACTIVE',
  });
  return debitor;
};

const defaultAccount = () => getDb().bankAccounts.find((account) => account.default)?.id ?? '';

describe('listCredits', () => {
  it('pages newest first and filters by status, customer, search and dates', async () => {
    const credits = getDb().credits;
    const first = await listCredits({ size: 10 });
    expect(first.page).toEqual({ size: 10, totalElements: 25, totalPages: 3, number: 0 });
    const dates = first._embedded.credits.map((credit) => credit.createdDateTimeUTC);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await listCredits({ size: 10, page: 2 }))._embedded.credits).toHaveLength(5);
    const asc = await listCredits({ sort: 'createdDateTimeUTC,asc', size: 1 });
    expect(asc._embedded.credits[0]?.createdDateTimeUTC).toBe(
      [...credits.map((c) => c.createdDateTimeUTC)].sort()[0],
    );

    const sent = await listCredits({ statuses: ['SENT', 'ERROR'], size: 100 });
    expect(sent.page.totalElements).toBe(
      credits.filter((c) => ['SENT', 'ERROR'].includes(c.creditStatus)).length,
    );
    const customerId = credits[0]?.customer?.id ?? '';
    const mine = await listCredits({ debitorRef: customerId, size: 100 });
    expect(mine.page.totalElements).toBe(credits.filter((c) => c.customer?.id === customerId).length);
    const bySearch = await listCredits({ search: credits[0]?.purpose });
    expect(bySearch._embedded.credits.map((credit) => credit.id)).toContain(credits[0]?.id);
    const startDate = '2026-09-01T00:00:00.000Z';
    const recent = await listCredits({ startDate, size: 100 });
    expect(recent.page.totalElements).toBe(credits.filter((c) => c.createdDateTimeUTC >= startDate).length);
    expectProblem(await callOperation('listCredits', { query: { statuses: 'PAID' } }), 400);
  });
});

describe('createCredit', () => {
  it('creates a pending credit with CREATED and PENDING events and a credit note', async () => {
    const debitor = mandatedCustomer();
    const result = await callOperation('createCredit', {
      body: {
        debitorId: debitor.id,
        bankAccountId: defaultAccount(),
        amount: 12.5,
        purpose: 'Gutschrift Reklamation',
        directDebitActive: true,
      },
    });
    expect(result.status).toBe(200);
    parseSuccess('createCredit', result.body);
    const credit = CreateCreditResponse.parse(result.body);
    expect(credit).toMatchObject({
      creditStatus: 'PENDING',
      amount: 12.5,
      customer: { id: debitor.id, emailAddress: debitor.emailAddress },
    });
    expect((await listCredits())._embedded.credits[0]?.id).toBe(credit.id);
    const detail = await callOperation('getCredit', { params: { id: credit.id } });
    expect(GetCreditResponse.parse(detail.body)).toEqual(credit);
    const events = ListCreditEventsResponse.parse(
      (await callOperation('listCreditEvents', { params: { id: credit.id } })).body,
    );
    expect(events._embedded.credit_events.map((event) => event.eventType)).toEqual(['CREATED', 'PENDING']);
    const note = GetCreditNoteByCreditIdResponse.parse(
      (await callOperation('getCreditNoteByCreditId', { params: { creditId: credit.id } })).body,
    );
    expect(note).toMatchObject({
      status: 'OPEN',
      total: 12.5,
      creditId: credit.id,
      debtor: { id: debitor.id },
    });
    expect(note.invoiceNumber).toMatch(/^GS-\d{4}-\d{4}$/);
    expect((await listNotes({ size: 100 })).page.totalElements).toBe(16);
  });

  it('refuses customers without an active SEPA mandate, unknown accounts and invalid bodies', async () => {
    const { debitors, sepaMandates } = getDb();
    const debitor = debitors.find(
      (candidate) =>
        !sepaMandates.some((mandate) => mandate.debitorId === candidate.id && mandate.state === 'ACTIVE'),
    );
    const body = {
      debitorId: debitor?.id ?? '',
      bankAccountId: defaultAccount(),
      amount: 12.5,
      purpose: 'Gutschrift',
    };
    expectProblem(await callOperation('createCredit', { body }), 400, 'customer missing sepa mandate');
    getDb().sepaMandates.push({
      id: 'm',
      createdDateTimeUTC: '2026-10-01T10:00:00.000Z',
      debitorId: debitor?.id ?? '',
      mandateReference: 'MR',
      iban: 'DE89370400440532013000',
      state: 'INACTIVE',
    });
    expectProblem(await callOperation('createCredit', { body }), 400, 'customer missing sepa mandate');
    const mandated = mandatedCustomer();
    expectProblem(
      await callOperation('createCredit', {
        body: { ...body, debitorId: mandated.id, bankAccountId: 'unknown' },
      }),
      400,
      'bank account not found',
    );
    expectProblem(
      await callOperation('createCredit', { body: { ...body, debitorId: 'unknown' } }),
      400,
      'debitor not found',
    );
    expectProblem(
      await callOperation('createCredit', { body: { ...body, amount: 0 } }),
      400,
      'Validation errors',
    );
    expectProblem(await callOperation('createCredit', { body: { ...body, purpose: 'x'.repeat(121) } }), 400);
    getDb().company.bankingSettings = { allowCreditTransfers: false };
    expectProblem(
      await callOperation('createCredit', { body: { ...body, debitorId: mandated.id } }),
      400,
      /not allowed/,
    );
    expect(getDb().credits).toHaveLength(25);
  });
});

describe('credit details', () => {
  it('answers 404 for unknown credits', async () => {
    expectProblem(await callOperation('getCredit', { params: { id: 'unknown' } }), 404, 'credit not found');
    expectProblem(await callOperation('listCreditEvents', { params: { id: 'unknown' } }), 404);
  });
});

describe('credit notes', () => {
  it('pages and filters by status, customer, search and dates', async () => {
    const notes = getDb().creditNotes;
    const page = await listNotes({ size: 5, page: 1 });
    expect(page.page).toEqual({ size: 5, totalElements: 15, totalPages: 3, number: 1 });
    const byStatus = await listNotes({ statuses: ['OPEN', 'PAID'], size: 100 });
    expect(byStatus.page.totalElements).toBe(
      notes.filter((note) => ['OPEN', 'PAID'].includes(note.status)).length,
    );
    const numbered = notes.find((note) => note.invoiceNumber);
    expect(
      (await listNotes({ search: numbered?.invoiceNumber }))._embedded.creditNotes.map((n) => n.id),
    ).toEqual([numbered?.id]);
    const debtorRef = notes[0]?.debtor?.id ?? '';
    expect((await listNotes({ debtorRef, size: 100 })).page.totalElements).toBe(
      notes.filter((note) => note.debtor?.id === debtorRef).length,
    );
    const endDate = '2026-10-01T23:59:59.999Z';
    expect((await listNotes({ endDate, size: 100 })).page.totalElements).toBe(
      notes.filter((note) => note.createdDateTimeUTC <= endDate).length,
    );
    const sorted = await listNotes({ sort: 'invoiceNumber,asc', size: 100 });
    const numbers = sorted._embedded.creditNotes.map((note) => note.invoiceNumber).filter(Boolean);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('answers the PDF as base64 document, not for drafts', async () => {
    const note = getDb().creditNotes.find((candidate) => candidate.status === 'PAID');
    const result = await callOperation('getCreditNotePdf', { params: { id: note?.id ?? '' } });
    const document = GetCreditNotePdfResponse.parse(result.body);
    expect(document.name).toBe(note?.invoiceNumber);
    const pdf = await PDFDocument.load(Uint8Array.from(atob(document.content), (char) => char.charCodeAt(0)));
    expect(pdf.getTitle()).toBe(`Gutschrift ${note?.invoiceNumber ?? ''}`);
    const draft = getDb().creditNotes.find((candidate) => candidate.status === 'DRAFT');
    expectProblem(await callOperation('getCreditNotePdf', { params: { id: draft?.id ?? '' } }), 404);
    expectProblem(
      await callOperation('getCreditNotePdf', { params: { id: 'unknown' } }),
      404,
      'credit note not found',
    );
  });

  it('answers the references (the credit) and the note of a credit', async () => {
    const note = getDb().creditNotes[0];
    const credit = getDb().credits.find((candidate) => candidate.id === note?.creditId);
    const references = ListCreditNoteReferencesResponse.parse(
      (await callOperation('listCreditNoteReferences', { params: { id: note?.id ?? '' } })).body,
    );
    expect(references).toEqual([
      { id: credit?.id, type: 'CREDIT', createdDateTimeUTC: credit?.createdDateTimeUTC },
    ]);
    const byCredit = await callOperation('getCreditNoteByCreditId', {
      params: { creditId: credit?.id ?? '' },
    });
    expect(GetCreditNoteByCreditIdResponse.parse(byCredit.body)).toEqual(note);
    expectProblem(await callOperation('listCreditNoteReferences', { params: { id: 'unknown' } }), 404);
    const withoutNote = getDb().credits.find(
      (candidate) => !getDb().creditNotes.some((n) => n.creditId === candidate.id),
    );
    expectProblem(
      await callOperation('getCreditNoteByCreditId', { params: { creditId: withoutNote?.id ?? '' } }),
      404,
      'credit note not found',
    );
  });
});
