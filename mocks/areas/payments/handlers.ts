/** Payment lists, details, events, payment link and donation receipt. */
import type { HttpHandler } from 'msw';
import {
  GetPaymentQueryParams,
  ListDebitorTransactionsQueryParams,
  ListPaymentsQueryParams,
} from '../../../src-generated/zod/payments/payments.zod';
import { pageOf, sortItems, withinDates } from '../../lib/lists';
import { makePdf } from '../../lib/pdf';
import { base64Document, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { pdfLines } from '../../lib/pdf-text';
import { checkPaymentAction } from './rules';
import { paymentActionHandlers } from './actions';
import {
  findPayment,
  matchesPaymentSearch,
  matchesProduct,
  paymentProducts,
  paymentResponse,
} from './records';
import { listQueryOf, parseQuery } from '../../lib/query';
import { statisticsHandlers } from './statistics';

const NEWEST_FIRST = { field: 'createdDateTimeUTC', direction: 'desc' } as const;

const paymentQueryHandlers = [
  route('listPayments', ({ db, url }) => {
    const query = parseQuery(ListPaymentsQueryParams, url);
    if (query instanceof Response) return query;
    const states = [...(query.states ?? []), ...(query.statuses ?? [])];
    const filtersProducts = Boolean(
      query.productTypes?.length || query.productIds?.length || query.billingType,
    );
    const products = filtersProducts ? paymentProducts(db) : undefined;
    const items = db.payments.filter(
      (payment) =>
        (states.length === 0 || states.includes(payment.state)) &&
        (!query.debitorRef || payment.debitorRef === query.debitorRef) &&
        (!query.debitorId || payment.debitorRef === query.debitorId) &&
        withinDates(payment.createdDateTimeUTC, query.startDate, query.endDate) &&
        matchesPaymentSearch(db, payment, query.search) &&
        (!products || matchesProduct(products.get(payment.id), query)),
    );
    const list = listQueryOf(url, query);
    const answers = sortItems(items, list, NEWEST_FIRST).map((payment) => paymentResponse(payment));
    return ok(pageOf(answers, list, 'payments'));
  }),

  route('getPayment', ({ db, url, params }) => {
    const query = parseQuery(GetPaymentQueryParams, url);
    if (query instanceof Response) return query;
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    return ok(paymentResponse(payment, { metadata: query.expand === 'metadata' }));
  }),

  route('listPaymentEvents', ({ db, params }) => {
    const payment = findPayment(db, params.id ?? '');
    if (!payment) return notFound('Payment');
    const events = db.paymentEvents
      .filter((event) => event.paymentId === payment.id)
      .sort((a, b) => a.eventDateTime.localeCompare(b.eventDateTime));
    return ok({ _embedded: { paperlessEventsList: events } });
  }),

  route('listDebitorTransactions', ({ db, url, params }) => {
    const query = parseQuery(ListDebitorTransactionsQueryParams, url);
    if (query instanceof Response) return query;
    const debitorId = params.id ?? '';
    const items = db.payments.filter((payment) => payment.debitorRef === debitorId);
    // A deleted customer's payments stay readable.
    if (items.length === 0 && !db.debitors.some((debitor) => debitor.id === debitorId))
      return notFound('Debitor');
    const list = listQueryOf(url, query);
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
