import { HttpResponse, type HttpHandler } from 'msw';
import {
  CreateInvoiceBody,
  ListInvoicesQueryParams,
  UpdateInvoiceBody,
} from '../../../src-generated/zod/invoices/invoices.zod';
import type { DocumentReference } from '../../../src-generated/model/documentReference';
import { invoicePdf } from './pdf';
import { nextId, nowIso } from '../../lib/ids';
import { indexedByStatus } from '../../db/indexed-lists';
import { invoiceIndex } from '../../lib/list-indexes';
import { matchesSearch, pageOf, sortItems, withinDates } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { badRequest, base64Document, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { invoiceActionHandlers } from './actions';
import {
  type InvoiceRecord,
  addEvents,
  checkInput,
  fieldsFromInput,
  findInvoice,
  invoiceNotFound,
  refusal,
  toInvoice,
} from './store';

const SEARCH_FIELDS = [
  'invoiceNumber',
  'debitor.firstName',
  'debitor.lastName',
  'debitor.companyName',
  'debitor.emailAddress',
  'internalRef',
];

export const invoicesHandlers: HttpHandler[] = [
  route('listInvoices', ({ db, query: raw }) => {
    const filters = ListInvoicesQueryParams.parse(raw);
    const query = listQuery(filters);
    const { statuses = [], debitorRef, startDate, endDate } = filters;
    const indexed = indexedByStatus(
      db,
      invoiceIndex,
      {
        statuses: statuses,
        debitor: debitorRef,
        search: query.search,
        startDate: startDate,
        endDate: endDate,
      },
      query,
      'invoices',
      toInvoice,
    );
    if (indexed) return ok(indexed);
    const hits = db.invoices.filter(
      (invoice) =>
        (!statuses.length || statuses.includes(invoice.status)) &&
        (!debitorRef || invoice.debitor?.id === debitorRef) &&
        withinDates(invoice.createdDateTimeUTC, startDate, endDate) &&
        matchesSearch(invoice, query.search, SEARCH_FIELDS),
    );
    const sorted = sortItems(hits, query, { field: 'createdDateTimeUTC', direction: 'desc' });
    // Only the page's records are turned into answers: the export reads thousands, 100 at a time.
    const answer = pageOf(sorted, query, 'invoices');
    return ok({
      page: answer.page,
      _embedded: { invoices: (answer._embedded.invoices ?? []).map(toInvoice) },
    });
  }),

  route('createInvoice', ({ db, body, userEmail }) => {
    const input = CreateInvoiceBody.parse(body);
    const debitor = checkInput(db, input);
    if (debitor instanceof Response) return debitor;
    const now = nowIso();
    const invoice: InvoiceRecord = {
      id: nextId(db),
      invoiceType: 'INVOICE',
      status: 'DRAFT',
      ...fieldsFromInput(input, debitor),
      createdDateTimeUTC: now,
    };
    db.invoices.push(invoice);
    addEvents(db, invoice.id, ['CREATED'], userEmail ?? 'SYSTEM', now);
    return ok(toInvoice(invoice));
  }),

  route('getInvoice', ({ db, params }) => {
    const invoice = findInvoice(db, params.id);
    return invoice ? ok(toInvoice(invoice)) : invoiceNotFound();
  }),

  route('updateInvoice', ({ db, params, body }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const refused = refusal(invoice, 'update');
    if (refused) return refused;
    const input = UpdateInvoiceBody.parse(body);
    const debitor = checkInput(db, input);
    if (debitor instanceof Response) return debitor;
    if (invoice.originalInvoiceId && invoice.debitor?.id !== debitor.id)
      return badRequest('The customer of a corrective invoice cannot change');
    Object.assign(invoice, fieldsFromInput(input, debitor));
    return ok(toInvoice(invoice));
  }),

  route('deleteInvoice', ({ db, params }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const refused = refusal(invoice, 'delete');
    if (refused) return refused;
    db.invoices = db.invoices.filter((candidate) => candidate.id !== invoice.id);
    db.invoiceEvents = db.invoiceEvents.filter((event) => event.invoiceId !== invoice.id);
    return new HttpResponse(null, { status: 200 });
  }),

  route('listInvoiceEvents', ({ db, params }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const events = db.invoiceEvents
      .filter((event) => event.invoiceId === invoice.id)
      .sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime))
      .map(({ invoiceId: _invoiceId, ...event }) => event);
    return ok(pageOf(events, { page: 0, size: 0 }, 'invoiceEventsList'));
  }),

  route('listInvoiceReferences', ({ db, params }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const references: DocumentReference[] = [];
    const payment = db.payments.find((candidate) => candidate.id === invoice.paymentId);
    if (payment) {
      references.push({ id: payment.id, type: 'PAYMENT', createdDateTimeUTC: payment.createdDateTimeUTC });
      const checkout = db.checkouts.find((candidate) => candidate.paymentIdRef === payment.id);
      if (checkout)
        references.push({
          id: checkout.id,
          type: 'CHECKOUT',
          createdDateTimeUTC: checkout.createdDateTimeUTC,
        });
    }
    const original = findInvoice(db, invoice.originalInvoiceId);
    const related = db.invoices.filter((candidate) => candidate.originalInvoiceId === invoice.id);
    for (const document of [...(original ? [original] : []), ...related]) {
      references.push({
        id: document.id,
        type: document.invoiceType,
        documentNumber: document.invoiceNumber,
        createdDateTimeUTC: document.createdDateTimeUTC,
      });
    }
    references.sort((a, b) => (a.createdDateTimeUTC ?? '').localeCompare(b.createdDateTimeUTC ?? ''));
    return ok(references);
  }),

  route('getInvoicePdf', async ({ db, params }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const refused = refusal(invoice, 'downloadPdf');
    if (refused) return refused;
    const bytes = await invoicePdf(db, invoice);
    return ok(base64Document(`${invoice.invoiceNumber ?? invoice.id}.pdf`, bytes));
  }),

  ...invoiceActionHandlers,
];
