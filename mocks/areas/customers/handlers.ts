/**
 * Customers (debitors). A deleted customer keeps its record and e-mail address (documents still
 * point to it) but loses its names, so lists show it as '(debitor deleted)'.
 */
import { HttpResponse } from 'msw';
import type { Debitor } from '../../../src-generated/model/debitor';
import {
  ChangeDebitorPaymentMethodBody,
  CreateDebitorBody,
  ListDebitorsQueryParams,
  SearchDebitorsQueryParams,
  UpdateDebitorBody,
} from '../../../src-generated/zod/customers/customers.zod';
import type { Db } from '../../db/schema';
import { nextId } from '../../lib/ids';
import { indexedPage, sortedUntilChanged } from '../../db/indexed-lists';
import { CUSTOMERS_NEWEST_FIRST, debitorIndex } from '../../lib/list-indexes';
import { type ListQuery, pageFrom, pageOf } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { badRequest, fieldErrors, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import {
  type DebitorAction,
  debitorState,
  isDeletedDebitor,
  nextDebitorState,
  compact,
  debitorFields,
  debitorInputErrors,
  debitorMatches,
  onboardingFor,
  setupLink,
} from './rules';
import { sameText, textMatcher } from '../../lib/text';

/** Customers carry no creation time; their ids grow with creation, so the id stands in for it. */
const customerSort = (query: ListQuery): ListQuery => ({
  ...query,
  sort: query.sort.map((order) => (order.field === 'createdDateTimeUTC' ? { ...order, field: 'id' } : order)),
});

const findDebitor = (db: Db, id: string | undefined) => db.debitors.find((debitor) => debitor.id === id);

/** Applies a state machine step; answers the Problem when the step is not allowed. */
const step = (debitor: Debitor, action: DebitorAction) => {
  const next = nextDebitorState(debitorState(debitor), action);
  if (next) return null;
  return badRequest(
    debitorState(debitor) === 'DELETED'
      ? 'The customer has been deleted'
      : `The customer cannot ${action} in state ${debitorState(debitor)}`,
  );
};

const PENDING_STATES = new Set(['PENDING', 'MANUAL']);

export const customersHandlers = [
  route('listDebitors', ({ db, query: raw }) => {
    const params = ListDebitorsQueryParams.parse(raw);
    const query = customerSort(listQuery(params));
    const onboarding = params.onboardingState ?? [];
    // A customer without a state has finished onboarding (the contract's default).
    const inState = (debitor: Debitor) =>
      onboarding.length === 0 || onboarding.includes(debitor.onboardingState ?? 'ONBOARDING_COMPLETED');
    const where = onboarding.length ? inState : undefined;
    const indexed = indexedPage(db, debitorIndex, { search: query.search, where }, query);
    if (indexed) return ok(pageFrom(indexed.items, indexed.total, query, 'debitors'));
    // Sorted, then searched: the same as the other way round (a stable sort), and the sorted
    // list of many customers is kept until the next write (the portal sorts them by name).
    const sorted = sortedUntilChanged(db.debitors, query, CUSTOMERS_NEWEST_FIRST);
    const found = sorted.filter((debitor) => inState(debitor) && debitorMatches(debitor, query.search));
    return ok(pageOf(found, query, 'debitors'));
  }),

  route('createDebitor', ({ db, body }) => {
    const input = CreateDebitorBody.parse(body);
    const errors = debitorInputErrors(db, input);
    if (errors.length) return fieldErrors(errors);
    const id = nextId(db);
    const debitor: Debitor = compact({
      id,
      ...debitorFields(input),
      invitationType: 'MANUAL',
      ...onboardingFor(db, id, input.paymentMethod),
    });
    db.debitors.push(debitor);
    return ok(debitor);
  }),

  route('searchDebitors', ({ db, query }) => {
    const { emailAddress, lastName } = SearchDebitorsQueryParams.parse(query);
    // Deleted customers are not found: an import must create a new one instead of reusing them.
    const sameAddress = textMatcher(emailAddress);
    const found = db.debitors.filter(
      (debitor) =>
        sameAddress(debitor.emailAddress) &&
        !isDeletedDebitor(debitor) &&
        (!lastName || sameText(debitor.lastName, lastName)),
    );
    return ok(pageOf(found, { page: 0, size: Math.max(found.length, 1) }, 'debitors'));
  }),

  route('getDebitor', ({ db, params }) => {
    const debitor = findDebitor(db, params.id);
    return debitor ? ok(debitor) : notFound('Debitor');
  }),

  route('updateDebitor', ({ db, params, body }) => {
    const input = UpdateDebitorBody.parse(body);
    const debitor = findDebitor(db, params.id);
    if (!debitor) return notFound('Debitor');
    const refused = step(debitor, 'update');
    if (refused) return refused;
    const errors = debitorInputErrors(db, input, debitor.id);
    if (errors.length) return fieldErrors(errors);
    const methodChanged = input.paymentMethod !== debitor.paymentMethod;
    const updated: Debitor = compact({
      id: debitor.id,
      ...debitorFields(input),
      invitationType: debitor.invitationType ?? 'MANUAL',
      onboardingState: debitor.onboardingState,
      paymentMethodSetupLink: debitor.paymentMethodSetupLink,
      ...(methodChanged ? onboardingFor(db, debitor.id, input.paymentMethod) : {}),
    });
    db.debitors = db.debitors.map((candidate) => (candidate.id === debitor.id ? updated : candidate));
    return ok(updated);
  }),

  route('deleteDebitor', ({ db, params }) => {
    const debitor = findDebitor(db, params.id);
    if (!debitor) return notFound('Debitor');
    delete debitor.firstName;
    delete debitor.lastName;
    delete debitor.companyName;
    return new HttpResponse(null, { status: 200 });
  }),

  route('getDebitorStats', ({ db, params }) => {
    if (!findDebitor(db, params.id)) return notFound('Debitor');
    const pending = db.payments.filter(
      (payment) => payment.debitorRef === params.id && PENDING_STATES.has(payment.state),
    );
    const total = pending.reduce((sum, payment) => sum + payment.amount, 0);
    return ok({ totalAmountPending: Math.round(total * 100) / 100, numPending: pending.length });
  }),

  route('changeDebitorPaymentMethod', ({ db, params, body }) => {
    const { paymentMethod } = ChangeDebitorPaymentMethodBody.parse(body);
    const debitor = findDebitor(db, params.id);
    if (!debitor) return notFound('Debitor');
    const refused = step(debitor, 'changePaymentMethod');
    if (refused) return refused;
    debitor.paymentMethod = paymentMethod;
    debitor.onboardingState = 'ONBOARDING_PENDING';
    debitor.paymentMethodSetupLink = setupLink(db, debitor.id);
    return ok(debitor);
  }),

  route('resendDebitorInvitation', ({ db, params }) => {
    const debitor = findDebitor(db, params.id);
    if (!debitor) return notFound('Debitor');
    const refused = step(debitor, 'resendInvitation');
    if (refused) return refused;
    debitor.onboardingState = 'ONBOARDING_PENDING';
    debitor.paymentMethodSetupLink = setupLink(db, debitor.id);
    return ok(debitor);
  }),
];
