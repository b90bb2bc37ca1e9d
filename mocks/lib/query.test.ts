import { describe, expect, it } from 'vitest';
import { DeleteProductQueryParams } from '../../src-generated/zod/products/products.zod';
import { ListPaymentsQueryParams } from '../../src-generated/zod/payments/payments.zod';
import { ListAgentClientsQueryParams } from '../../src-generated/zod/agent/agent.zod';
import { listQuery, parseQuery } from './query';

const url = (search: string) => new URL(`http://localhost:4010/x?${search}`);

const payments = (search: string) => {
  const parsed = parseQuery(ListPaymentsQueryParams, url(search));
  if (parsed instanceof Response) throw new Error(`refused: ${search}`);
  return parsed;
};

describe('reading a query against the contract', () => {
  it('reads zero-based paging, repeated and comma-separated arrays, sort and search', () => {
    const query = payments(
      'page=2&size=5&states=PENDING&states=MANUAL,ERROR&sort=createdDateTimeUTC,asc&search=%20Anna%20',
    );
    expect(query.states).toEqual(['PENDING', 'MANUAL', 'ERROR']);
    expect(listQuery(query)).toEqual({
      page: 2,
      size: 5,
      sort: [{ field: 'createdDateTimeUTC', direction: 'asc' }],
      search: 'Anna',
    });
  });

  it('applies the defaults and ignores parameters the contract does not name', () => {
    expect(listQuery(payments('unknown=1&page='))).toMatchObject({ page: 0, size: 10, search: undefined });
  });

  it('joins the direction given as its own sort value', () => {
    const parsed = parseQuery(ListAgentClientsQueryParams, url('sort=createdDateTimeUTC&sort=asc'));
    if (parsed instanceof Response) throw new Error('refused');
    expect(listQuery(parsed).sort).toEqual([{ field: 'createdDateTimeUTC', direction: 'asc' }]);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=10001', 'page'],
    ['page=9007199254740993', 'page'],
    ['page=1e3', 'page'],
    ['page=abc', 'page'],
    ['size=0', 'size'],
    ['size=1001', 'size'],
    ['size=2.5', 'size'],
    ['states=PAID_TWICE', 'states.0'],
    ['startDate=yesterday', 'startDate'],
    ['billingType=SOMETIMES', 'billingType'],
  ])('answers 400 with the field for %s', async (search, field) => {
    const refused = parseQuery(ListPaymentsQueryParams, url(search));
    expect(refused).toBeInstanceOf(Response);
    if (!(refused instanceof Response)) return;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'Validation errors',
      status: 'BAD_REQUEST',
      errors: expect.arrayContaining([expect.objectContaining({ field })]),
    });
  });

  it('reads booleans from their text and refuses anything else', () => {
    expect(parseQuery(DeleteProductQueryParams, url('cascadeDelete=true'))).toEqual({ cascadeDelete: true });
    expect(parseQuery(DeleteProductQueryParams, url(''))).toEqual({ cascadeDelete: false });
    expect(parseQuery(DeleteProductQueryParams, url('cascadeDelete=yes'))).toBeInstanceOf(Response);
  });
});
