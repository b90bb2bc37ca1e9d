/** Payment lists, details, events, payment link and donation receipt. */
import type { HttpHandler } from 'msw';
import {
  GetPaymentQueryParams,
  ListDebitorTransactionsQueryParams,
  ListPaymentsQueryParams,
} from '../../../src-generated/zod/payments/payments.zod';
import { debitorById, indexedPage } from '../../db/indexed-lists';
import type { PaymentRecord } from '../../db/schema';
import { paymentIndex } from '../../lib/list-indexes';
import { pageFrom, pageOf, sortItems, withinDates } from '../../lib/lists';
import { makePdf } from '../../lib/pdf';
import { base64Document, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { pdfLines } from '../../lib/pdf-text';
import { seededPaymentEvents } from '../../db/seed/large-copy';
import { checkPaymentAction } from './rules';
import { paymentActionHandlers } from './actions';
import {
  findPayment,
  matchesPaymentSearch,
  matchesProduct,
  paymentProducts,
  paymentResponse,
} from './records';
import { listQuery } from '../../lib/query';
import { statisticsHandlers } from './statistics';

const NEWEST_FIRST = { field: 'createdDateTimeUTC', direction: 'desc' } as const;

const paymentQueryHandlers = [
  route('listPayments', ({ db, query: raw }) => {
    const query = ListPaymentsQueryParams.parse(raw);
    const states = [...(query.states ?? []), ...(query.statuses ?? [])];
    const filtersProducts = Boolean(
      query.productTypes?.length || query.productIds?.length || query.billingType,
    );
    const products = filtersProducts ? paymentProducts(db) : undefined;
    const list = listQuery(query);
    const byDates = query.startDate || query.endDate;
    const methods = query.paymentMethod ?? [];
    const byMethod = (payment: PaymentRecord) =>
      methods.length === 0 || (!!payment.paymentMethod && methods.includes(payment.paymentMethod));
    const indexed = indexedPage(
      db,
      paymentIndex,
      {
        keys: { state: states, debitor: query.debitorRef ?? query.debitorId },
        where:
          byDates || products || methods.length || (query.debitorRef && query.debitorId)
            ? (payment) =>
                (!query.debitorId || payment.debitorRef === query.debitorId) &&
                byMethod(payment) &&
                withinDates(payment.createdDateTimeUTC, query.startDate, query.endDate) &&
                (!products || matchesProduct(products.get(payment.id), query))
            : undefined,
        search: query.search,
      },
      list,
    );
    if (indexed) {
      const answers = indexed.items.map((payment) => paymentResponse(payment));
      return ok(pageFrom(answers, indexed.total, list, 'payments'));
    }
    const items = db.payments.filter(
      (payment) =>
        (states.length === 0 || states.includes(payment.state)) &&
        byMethod(payment) &&
        (!query.debitorRef || payment.debitorRef === query.debitorRef) &&
        (!query.debitorId || payment.debitorRef === query.debitorId) &&
        withinDates(payment.createdDateTimeUTC, query.startDate, query.endDate) &&
        matchesPaymentSearch(db, payment, query.search) &&
        (!products || matchesProduct(products.get(payment.id), query)),
    );
    const answers = sortItems(items, list, NEWEST_FIRST).map((payment) => paymentResponse(payment));
    return ok(pageOf(answers, list, 'payments'));
  }),

  route('getPayment', ({ db, query: raw, params }) => {
    const query = GetPaymentQueryParams.parse(raw);
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    return ok(paymentResponse(payment, { metadata: query.expand === 'metadata' }));
  }),

  route('listPaymentEvents', ({ db, params }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    const events = [
      ...seededPaymentEvents(db, payment.id),
      ...db.paymentEvents.filter((event) => event.paymentId === payment.id),
    ].sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime));
    return ok({ _embedded: { paperlessEventsList: events } });
  }),

  route('listDebitorTransactions', ({ db, query: raw, params }) => {
    const query = ListDebitorTransactionsQueryParams.parse(raw);
    const debitorId = params.id ?? '';
    const list = listQuery(query);
    const indexed = indexedPage(db, paymentIndex, { keys: { debitor: debitorId } }, list);
    if (indexed) {
      if (indexed.total === 0 && !debitorById(db, debitorId)) return notFound('Debitor');
      const answers = indexed.items.map((payment) => paymentResponse(payment));
      return ok(pageFrom(answers, indexed.total, list, 'paperlessList'));
    }
    const items = db.payments.filter((payment) => payment.debitorRef === debitorId);
    // A deleted customer's payments stay readable.
    if (items.length === 0 && !db.debitors.some((debitor) => debitor.id === debitorId))
      return notFound('Debitor');
    const answers = sortItems(items, list, NEWEST_FIRST).map((payment) => paymentResponse(payment));
    return ok(pageOf(answers, list, 'paperlessList'));
  }),

  route('getPaymentLink', ({ db, params }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    if (!checkPaymentAction(payment, 'copyLink').allowed) return notFound('payment link');
    return ok({ paymentLink: `https://pay.example.de/p/${payment.id}` });
  }),

  route('getDonationReceipt', async ({ db, params }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    if (!payment.isDonation || !payment.donation?.documentPublicUrl) return notFound('donation receipt');
    const donor = [payment.debitor?.firstName, payment.debitor?.lastName].filter(Boolean).join(' ');
    const address = db.company.address;
    const bytes = await makePdf(
      'Zuwendungsbestätigung',
      pdfLines([
        `Aussteller: ${db.company.name}`,
        ...(address ? [`${address.line ?? ''}, ${address.zipCode ?? ''} ${address.city ?? ''}`] : []),
        '',
        'Bestätigung über Geldzuwendungen im Sinne des § 10b EStG',
        `Zuwendende Person: ${donor || payment.debitor?.emailAddress || 'unbekannt'}`,
        `Betrag: ${payment.amount.toFixed(2).replace('.', ',')} EUR`,
        `Tag der Zuwendung: ${payment.createdDateTimeUTC.slice(0, 10)}`,
        `Verwendungszweck: ${payment.purpose}`,
        `Referenz: ${payment.verificationId ?? payment.id}`,
      ]),
    );
    return ok(base64Document(`Zuwendungsbestaetigung-${payment.verificationId ?? payment.id}.pdf`, bytes));
  }),
];

export const paymentsHandlers: HttpHandler[] = [
  ...paymentQueryHandlers,
  ...paymentActionHandlers,
  ...statisticsHandlers,
];
