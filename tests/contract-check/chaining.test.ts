/** Parameter values: ids chained from list responses, contract examples, required query parameters. */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/contract-check/contract.ts';
import {
  buildTarget,
  fillIds,
  firstValue,
  idSource,
  resolveParams,
  type ListAnswer,
  type ParamContext,
} from '../../scripts/contract-check/params.ts';

const contract = loadContract();
const op = (operationId: string) => {
  const found = contract.ops.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};
const sourceOf = (operationId: string, param = 'id') => {
  const target = op(operationId);
  const parameter = target.params.find((p) => p.in === 'path' && p.name === param);
  if (!parameter) throw new Error(`${operationId} has no path parameter ${param}`);
  return idSource(contract.doc, contract.ops, target, parameter);
};

const context = (lists: Record<string, ListAnswer>): ParamContext & { asked: string[] } => {
  const asked: string[] = [];
  return {
    doc: contract.doc,
    ops: contract.ops,
    seenIds: new Map(),
    asked,
    list: async (operationId) => {
      asked.push(operationId);
      return lists[operationId];
    },
  };
};

describe('id chaining', () => {
  it('takes a path id from the list of the same collection', () => {
    expect(sourceOf('getPayment')).toEqual({ kind: 'list', listOperationId: 'listPayments', field: 'id' });
    expect(sourceOf('listInvoiceEvents')).toMatchObject({ listOperationId: 'listInvoices' });
    expect(sourceOf('getTeamInvitation')).toMatchObject({ listOperationId: 'listTeamInvitations' });
    expect(sourceOf('listBankAccountTransactions')).toMatchObject({ listOperationId: 'listBankAccounts' });
    expect(sourceOf('getSubscription')).toMatchObject({ listOperationId: 'listSubscriptions' });
  });

  it('knows the ids used under other paths and the specially named ones', () => {
    expect(sourceOf('getPaymentLink')).toMatchObject({ listOperationId: 'listPayments' });
    expect(sourceOf('getDonationReceipt')).toMatchObject({ listOperationId: 'listPayments' });
    expect(sourceOf('listDebitorTransactions')).toMatchObject({ listOperationId: 'listDebitors' });
    expect(sourceOf('getEbicsConnection')).toEqual({
      kind: 'list',
      listOperationId: 'listBankAccounts',
      field: 'ebicsConnectionReference',
    });
    expect(sourceOf('getCreditNoteByCreditId', 'creditId')).toMatchObject({ listOperationId: 'listCredits' });
    expect(sourceOf('deleteApiKey', 'prefix')).toEqual({
      kind: 'list',
      listOperationId: 'listApiKeys',
      field: 'prefix',
    });
  });

  it('uses the contract examples where no list exists', () => {
    expect(sourceOf('getRegistrationInvitation', 'invitationId')).toMatchObject({ kind: 'example' });
    expect(sourceOf('getBankConnection')).toMatchObject({ kind: 'example' });
    expect(sourceOf('getTranslations', 'namespace')).toEqual({ kind: 'example', value: 'global' });
    expect(sourceOf('getTranslations', 'language')).toEqual({ kind: 'example', value: 'de' });
  });

  it('reads the first id of _embedded lists and of plain arrays, passing over items without it', () => {
    const page = { _embedded: { payments: [{ amount: 1 }, { id: 'p-1' }, { id: 'p-2' }] }, page: {} };
    expect(firstValue(page, 'id')).toBe('p-1');
    expect(firstValue([{ id: 7 }], 'id')).toBe('7');
    expect(firstValue({ _embedded: { payments: [] } }, 'id')).toBeUndefined();
    expect(firstValue({ page: {} }, 'id')).toBeUndefined();
  });

  it('fills GET /payments/{id} with the first payment and remembers the example id it stands for', async () => {
    const ctx = context({
      listPayments: { status: 200, json: { _embedded: { payments: [{ id: 'pay/1' }] } } },
    });
    const resolved = await resolveParams(ctx, op('getPayment'));
    expect(resolved).toEqual({ path: { id: 'pay/1' }, query: [] });
    expect(ctx.asked).toEqual(['listPayments']);
    expect(buildTarget('/payments/{id}', { id: 'pay/1' }, [])).toBe('/payments/pay%2F1');
    expect(ctx.seenIds.get('7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d')).toBe('pay/1');
  });

  it('skips with the reason when no id can be found', async () => {
    const empty = context({ listPayments: { status: 200, json: { _embedded: { payments: [] } } } });
    expect(await resolveParams(empty, op('getPayment'))).toEqual({
      skip: 'no {id}: listPayments returned no payments',
    });
    const failing = context({ listInvoices: { status: 404, json: {}, note: 'no mock handler yet' } });
    expect(await resolveParams(failing, op('getInvoice'))).toEqual({
      skip: 'no {id}: listInvoices answered 404 (no mock handler yet)',
    });
    expect(await resolveParams(context({}), op('getCheckout'))).toEqual({
      skip: 'no {id}: listCheckouts could not be called',
    });
    const noEbics = context({ listBankAccounts: { status: 200, json: [{ id: 'b-1' }] } });
    expect(await resolveParams(noEbics, op('getEbicsConnection'))).toEqual({
      skip: 'no {id}: listBankAccounts returned no items with ebicsConnectionReference',
    });
  });

  it('takes required query parameters from the contract examples and leaves optional ones out', async () => {
    const ctx = context({ listBankAccounts: { status: 200, json: [{ id: 'b-1' }] } });
    expect(await resolveParams(ctx, op('listBankAccountTransactions'))).toEqual({
      path: { id: 'b-1' },
      query: [
        ['start', '2025-03-01'],
        ['end', '2025-03-31'],
      ],
    });
    expect(await resolveParams(ctx, op('completeSigning'))).toEqual({
      path: {},
      query: [['code', '4f3e2d1c0b']],
    });
    expect(await resolveParams(ctx, op('listPayments'))).toEqual({ path: {}, query: [] });
    expect(buildTarget('/yes/oidccb', {}, [['code', 'a b&c']])).toBe('/yes/oidccb?code=a+b%26c');
  });

  it('puts real ids into request body examples', () => {
    const seen = new Map([['3f2e1d0c-9b8a-4765-a432-10fedcba9876', 'debitor-42']]);
    expect(
      fillIds(
        {
          debitorId: '3f2e1d0c-9b8a-4765-a432-10fedcba9876',
          items: [{ ref: '3f2e1d0c-9b8a-4765-a432-10fedcba9876' }],
          n: 1,
        },
        seen,
      ),
    ).toEqual({ debitorId: 'debitor-42', items: [{ ref: 'debitor-42' }], n: 1 });
  });
});
