import { describe, expect, it } from 'vitest';
import type { PaylinkInput } from '../../../src-generated/model/paylinkInput';
import {
  CreatePaylinkResponse,
  ListPaylinkTeamMembersResponse,
  ListPaylinksResponse,
  UpdatePaylinkResponse,
} from '../../../src-generated/zod/paylinks/paylinks.zod';
import { DEMO_USER } from '../../auth';
import { getDb } from '../../node';
import { callOperation, expectProblem } from '../../test-helpers';

const list = async (query: Record<string, string | number> = {}) => {
  const answer = await callOperation('listPaylinks', { query });
  expect(answer.status).toBe(200);
  return ListPaylinksResponse.parse(answer.body);
};

const productId = (name: string) => {
  const product = getDb().products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no seeded product ${name}`);
  return product.id;
};

const stollen = (): PaylinkInput => ({
  productId: productId('Dresdner Christstollen 1 kg'),
  checkoutButtonLabel: 'BUY',
  paymentTime: 'PAY_LATER',
  allowQuantityChange: true,
  generateReceipt: true,
  requireAddress: false,
  notifyCreditor: true,
  creditorEmailAddress: 'bestellungen@baeckerei-schneider.de',
  includeRedirectUrl: true,
  redirectUrl: 'https://baeckerei-schneider.de/danke',
  metadata: [{ fieldLabel: 'Grußkarte', fieldType: 'TEXT' }],
});

const create = async (body: PaylinkInput) => {
  const answer = await callOperation('createPaylink', { body });
  expect(answer.status).toBe(201);
  return CreatePaylinkResponse.parse(answer.body);
};

describe('listPaylinks', () => {
  it('answers 401 without a token', async () => {
    expectProblem(await callOperation('listPaylinks', { token: null }), 401);
  });

  it('pages zero-based and sorts newest first unless told otherwise', async () => {
    const all = await list({ size: 100 });
    expect(all.page).toEqual({ size: 100, totalElements: 13, totalPages: 1, number: 0 });
    const created = all._embedded.paylinks.map((link) => link.createdDateTimeUTC);
    expect(created).toEqual([...created].sort().reverse());
    expect((await list()).page).toEqual({ size: 10, totalElements: 13, totalPages: 2, number: 0 });
    const second = await list({ page: 1 });
    expect(second._embedded.paylinks.map((link) => link.id)).toEqual(
      all._embedded.paylinks.slice(10).map((link) => link.id),
    );
    const oldest = await list({ size: 100, sort: 'createdDateTimeUTC,asc' });
    expect(oldest._embedded.paylinks.map((link) => link.createdDateTimeUTC)).toEqual([...created].reverse());
  });

  it('seeds links with every label where allowed, both payment times and the forced flags', async () => {
    const links = (await list({ size: 100 }))._embedded.paylinks;
    const products = getDb().products;
    expect(new Set(links.map((link) => link.checkoutButtonLabel))).toEqual(
      new Set(['BUY', 'DONATE', 'PAY', 'SUBSCRIBE']),
    );
    expect(new Set(links.map((link) => link.paymentTime))).toEqual(new Set(['INSTANT', 'PAY_LATER']));
    for (const link of links) {
      const product = products.find((candidate) => candidate.id === link.productId);
      expect(product, link.id).toBeDefined();
      expect(link.productName).toBe(product?.name);
      expect(link.price).toBe(product?.price);
      expect(link.payLinkUrl).toBe(`https://pay.example.de/l/${link.id}`);
      if (link.checkoutButtonLabel === 'SUBSCRIBE') expect(product?.billingType).toBe('RECURRING');
      if (link.allowQuantityChange) {
        expect(product).toMatchObject({ productType: 'PRODUCT', billingType: 'ONE_TIME' });
      }
      if (link.generateReceipt) expect(link.requireAddress).toBe(true);
      expect(Boolean(link.creditorEmailAddress)).toBe(Boolean(link.notifyCreditor));
      expect(Boolean(link.redirectUrl)).toBe(Boolean(link.includeRedirectUrl));
    }
    expect(links.some((link) => link.allowQuantityChange)).toBe(true);
    expect(links.some((link) => link.metadata?.some((field) => field.fieldType === 'DATE'))).toBe(true);
  });
});

describe('createPaylink and updatePaylink', () => {
  it('creates a link (201) that shows up first in the list', async () => {
    const link = await create(stollen());
    expect(link).toMatchObject({
      productName: 'Dresdner Christstollen 1 kg',
      price: 22.9,
      requireAddress: true,
      allowQuantityChange: true,
      payLinkUrl: `https://pay.example.de/l/${link.id}`,
    });
    expect((await list())._embedded.paylinks[0]).toEqual(link);
  });

  it('forces what the dialog forces and fills in defaults', async () => {
    const donation = await create({
      productId: productId('Spende Weihnachtsaktion'),
      allowQuantityChange: true,
    });
    expect(donation).toMatchObject({
      checkoutButtonLabel: 'DONATE',
      paymentTime: 'INSTANT',
      allowQuantityChange: false,
      requireAddress: false,
      notifyCreditor: false,
      includeRedirectUrl: false,
      metadata: [],
    });
    const recurring = await create({
      productId: productId('Tortenabo Monatstorte'),
      allowQuantityChange: true,
    });
    expect(recurring).toMatchObject({ checkoutButtonLabel: 'SUBSCRIBE', allowQuantityChange: false });
    const quiet = await create({ ...stollen(), notifyCreditor: false, includeRedirectUrl: false });
    expect(quiet.creditorEmailAddress).toBeUndefined();
    expect(quiet.redirectUrl).toBeUndefined();
  });

  it('answers 400 for the link rules and the schema', async () => {
    const cases: [PaylinkInput, string][] = [
      [{ ...stollen(), productId: 'unknown' }, 'product does not exist'],
      [
        { ...stollen(), creditorEmailAddress: undefined },
        'creditorEmailAddress is required when notifyCreditor is on',
      ],
      [{ ...stollen(), redirectUrl: undefined }, 'redirectUrl is required when includeRedirectUrl is on'],
      [
        { ...stollen(), checkoutButtonLabel: 'SUBSCRIBE' },
        'SUBSCRIBE is only allowed for recurring products',
      ],
    ];
    for (const [body, message] of cases) {
      expect(expectProblem(await callOperation('createPaylink', { body }), 400).message).toBe(message);
    }
    const invalid = [
      { ...stollen(), creditorEmailAddress: 'keine-adresse' },
      { ...stollen(), redirectUrl: 'danke' },
      { ...stollen(), metadata: [{ fieldLabel: 'Nur Label' }] },
    ];
    for (const body of invalid) {
      expect(expectProblem(await callOperation('createPaylink', { body }), 400).message).toBe(
        'Validation errors',
      );
    }
    expectProblem(await callOperation('createPaylink', { body: stollen(), token: null }), 401);
    expect((await list()).page.totalElements).toBe(13);
  });

  it('updates a link and shows the current name of its product', async () => {
    const [first] = (await list())._embedded.paylinks;
    if (!first) throw new Error('no seeded link');
    const input = stollen();
    const answer = await callOperation('updatePaylink', {
      params: { id: first.id },
      body: { ...input, paymentTime: 'INSTANT', metadata: [] },
    });
    expect(answer.status).toBe(200);
    const updated = UpdatePaylinkResponse.parse(answer.body);
    expect(updated).toMatchObject({
      id: first.id,
      payLinkUrl: first.payLinkUrl,
      createdDateTimeUTC: first.createdDateTimeUTC,
      productName: 'Dresdner Christstollen 1 kg',
      paymentTime: 'INSTANT',
      metadata: [],
    });
    const product = getDb().products.find((candidate) => candidate.id === updated.productId);
    if (product) product.name = 'Christstollen 750 g';
    expect((await list())._embedded.paylinks[0]?.productName).toBe('Christstollen 750 g');
    const bad = await callOperation('updatePaylink', {
      params: { id: first.id },
      body: { ...input, checkoutButtonLabel: 'SUBSCRIBE' },
    });
    expectProblem(bad, 400);
    expectProblem(await callOperation('updatePaylink', { params: { id: 'unknown' }, body: input }), 404);
    expectProblem(
      await callOperation('updatePaylink', { params: { id: first.id }, body: input, token: null }),
      401,
    );
  });
});

describe('deletePaylink and listPaylinkTeamMembers', () => {
  it('deletes a link; its product becomes deletable when it was the last one', async () => {
    const id = productId('Backkurs Sauerteig');
    const links = getDb().paylinks.filter((link) => link.productId === id);
    expect(links).toHaveLength(1);
    expect((await callOperation('checkProductDeleteEligibility', { params: { id } })).status).toBe(409);
    const answer = await callOperation('deletePaylink', { params: { id: links[0]?.id ?? '' } });
    expect(answer.status).toBe(200);
    expect((await list()).page.totalElements).toBe(12);
    expect((await callOperation('checkProductDeleteEligibility', { params: { id } })).status).toBe(200);
    expectProblem(await callOperation('deletePaylink', { params: { id: links[0]?.id ?? '' } }), 404);
    expectProblem(await callOperation('deletePaylink', { params: { id: 'x' }, token: null }), 401);
  });

  it('lists the team members who can be notified, the signed-in user among them', async () => {
    const answer = await callOperation('listPaylinkTeamMembers');
    expect(answer.status).toBe(200);
    const members = ListPaylinkTeamMembersResponse.parse(answer.body)._embedded.userWithRoleList;
    expect(members.map((member) => member.emailAddress)).toContain(DEMO_USER.emailAddress);
    expect(new Set(members.map((member) => member.emailAddress)).size).toBe(members.length);
    expectProblem(await callOperation('listPaylinkTeamMembers', { token: null }), 401);
  });
});
