/** Problem answers and list paging details shared by the products, paylinks and plans handlers. */
import type { ListQuery } from './lists';
import { problem } from './respond';
import type { FieldError } from '../areas/instalment-plans/schedule';

/** A 400 whose message is the first rule broken (the portal shows the message), with every field error. */
export const fieldProblem = (errors: FieldError[]) =>
  problem(400, errors[0]?.message ?? 'Validation errors', { status: 'BAD_REQUEST', errors });

/** The contract caps page sizes at 1000 (the payment links' product list asks for that many). */
export const MAX_PAGE_SIZE = 1000;

export const cappedSize = <T extends Pick<ListQuery, 'size'>>(query: T): T => ({
  ...query,
  size: Math.min(query.size || 10, MAX_PAGE_SIZE),
});
