import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src-generated/model/product';
import type { ProductInput } from '../../../src-generated/model/productInput';
import {
  CreateProductResponse,
  GetProductResponse,
  ListProductsResponse,
  UpdateProductResponse,
} from '../../../src-generated/zod/products/products.zod';
import { getDb } from '../../node';
import { callOperation, expectProblem } from '../../test-helpers';

const list = async (query: Record<string, string | number | string[]> = {}) => {
  const answer = await callOperation('listProducts', { query });
  expect(answer.status).toBe(200);
  return ListProductsResponse.parse(answer.body);
};

const names = (page: { _embedded: { products: Product[] } }) => page._embedded.products.map((p) => p.name);

const productNamed = (name: string) => {
  const product = getDb().products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`no seeded product ${name}`);
  return product;
};

const linked = () => productNamed('Brot-Abo Wochenende');
const unlinked = () => productNamed('Kaffee-Flatrate Büro');

const donation: ProductInput = {
  name: 'Spende Stadtteilfest',
  productType: 'DONATION',
  price: 5,
  defaultDonationAmount: 20,
  donationOptions: { isEnabled: true, option1: 10, option2: 20, option3: 40 },
  billingType: 'ONE_TIME',
  recurringBillingPeriod: 'NONE',
};

const bread: ProductInput = {
  name: 'Sauerteigbrot 1 kg',
  description: 'Roggenmischbrot mit 24 Stunden Teigführung.',
  productType: 'PRODUCT',
  price: 6.5,
  taxRate: { description: '', rate: 7 },
  billingType: 'ONE_TIME',
  customFields: [{ fieldLabel: 'Abholtag', fieldType: 'DATE', required: true }],
};

describe('listProducts', () => {
  it('answers 401 without a token', async () => {
    expectProblem(await callOperation('listProducts', { token: null }), 401);
  });

  it('pages zero-based, newest first by default, by offset, and refuses a size above 1000', async () => {
    const all = await list({ size: 1000 });
    expect(all.page).toEqual({ size: 1000, totalElements: 20, totalPages: 1, number: 0 });
    const created = all._embedded.products.map((product) => product.createdDateTime ?? '');
    expect(created).toEqual([...created].sort().reverse());
    expect((await list()).page).toEqual({ size: 10, totalElements: 20, totalPages: 2, number: 0 });
    const second = await list({ size: 5, page: 1 });
    expect(names(second)).toEqual(names(all).slice(5, 10));
    const byOffset = await list({ size: 5, offset: 7 });
    expect(names(byOffset)).toEqual(names(all).slice(7, 12));
    expect(byOffset.page.number).toBe(1);
    expectProblem(await callOperation('listProducts', { query: { size: 1001 } }), 400, 'Validation errors');
  });

  it('sorts by creation date or name', async () => {
    const oldest = await list({ size: 1000, sort: 'createdDateTime,asc' });
    expect(oldest._embedded.products[0]?.name).toBe('Spende Weihnachtsaktion');
    const byName = names(await list({ size: 1000, sort: 'name,asc' }));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'de')));
    expect(names(await list({ size: 1000, sort: 'name,desc' }))).toEqual([...byName].reverse());
  });

  it('filters by product types, billing type, search and creation dates', async () => {
    const donations = await list({ productTypes: ['DONATION'], size: 100 });
    expect(donations.page.totalElements).toBe(6);
    expect(donations._embedded.products.every((product) => product.productType === 'DONATION')).toBe(true);
    expect((await list({ productTypes: ['PRODUCT'], size: 100 })).page.totalElements).toBe(14);
    expect((await list({ productTypes: ['PRODUCT', 'DONATION'], size: 100 })).page.totalElements).toBe(20);
    const recurring = await list({ billingType: 'RECURRING', size: 100 });
    expect(recurring._embedded.products.every((product) => product.billingType === 'RECURRING')).toBe(true);
    expect(recurring.page.totalElements).toBe(9);
    expect(names(await list({ search: 'brot-abo', size: 100 })).sort()).toEqual([
      'Brot-Abo Familie',
      'Brot-Abo Wochenende',
    ]);
    const product = linked();
    const day = (product.createdDateTime ?? '').slice(0, 10);
    const sameDay = await list({ startDate: `${day}T00:00:00.000Z`, endDate: `${day}T23:59:59.999Z` });
    expect(names(sameDay)).toEqual([product.name]);
  });

  it('seeds products and donations of every kind, each valid by the contract', async () => {
    const products = (await list({ size: 1000 }))._embedded.products;
    expect(new Set(products.map((product) => product.recurringBillingPeriod))).toEqual(
      new Set(['NONE', 'MONTHLY', 'YEARLY']),
    );
    expect(new Set(products.map((product) => product.taxRate?.rate))).toEqual(new Set([19, 7, -1, 0]));
    const donations = products.filter((product) => product.productType === 'DONATION');
    expect(donations.every((product) => product.taxRate?.rate === 0)).toBe(true);
    expect(donations.every((product) => (product.defaultDonationAmount ?? 0) >= product.price)).toBe(true);
    expect(donations.some((product) => product.donationOptions?.option1 === 15)).toBe(true);
    expect(donations.some((product) => product.billingType === 'RECURRING')).toBe(true);
    const fieldTypes = new Set(
      products.flatMap((product) => product.customFields ?? []).map((f) => f.fieldType),
    );
    expect(fieldTypes).toEqual(new Set(['TEXT', 'DATE']));
    expect(products.filter((product) => product.image?.blobURL).length).toBeGreaterThan(3);
    for (const product of products) GetProductResponse.parse(product);
  });
});

describe('createProduct, getProduct, updateProduct', () => {
  it('creates a product that shows up in the list and by id, with the tax description filled in', async () => {
    const answer = await callOperation('createProduct', { body: bread });
    expect(answer.status).toBe(200);
    const product = CreateProductResponse.parse(answer.body);
    expect(product.taxRate).toEqual({ description: 'USt (7%)', rate: 7 });
    expect(product.recurringBillingPeriod).toBe('NONE');
    expect(product.customFields?.[0]?.externalIdentifier).toBe('abholtag');
    expect(names(await list())[0]).toBe(bread.name);
    const read = await callOperation('getProduct', { params: { id: product.id } });
    expect(GetProductResponse.parse(read.body)).toEqual(product);
  });

  it('gives donations tax rate 0 and keeps donation figures off products', async () => {
    const created = await callOperation('createProduct', { body: { ...donation, taxRate: undefined } });
    const product = CreateProductResponse.parse(created.body);
    expect(product.taxRate).toEqual({ description: 'USt 0%', rate: 0 });
    expect(product.donationOptions).toEqual(donation.donationOptions);
    const asProduct = await callOperation('createProduct', {
      body: { ...donation, productType: 'PRODUCT', taxRate: { rate: 19 } },
    });
    const plain = CreateProductResponse.parse(asProduct.body);
    expect(plain.donationOptions).toBeUndefined();
    expect(plain.defaultDonationAmount).toBeUndefined();
  });

  it('answers 400 for the donation, recurring and schema rules', async () => {
    const cases: [ProductInput, string][] = [
      [
        { ...donation, defaultDonationAmount: 4.99 },
        'default donation amount has to be bigger than min price',
      ],
      [
        { ...donation, donationOptions: { isEnabled: true, option1: 4, option2: 20, option3: 40 } },
        'donation options have to be at least the min price',
      ],
      [{ ...donation, taxRate: { rate: 19 } }, 'donations have tax rate 0'],
      [{ ...bread, billingType: 'RECURRING' }, 'recurringBillingPeriod is required for recurring products'],
      [
        { ...bread, billingType: 'RECURRING', recurringBillingPeriod: 'NONE' },
        'recurringBillingPeriod is required for recurring products',
      ],
    ];
    for (const [body, message] of cases) {
      expect(expectProblem(await callOperation('createProduct', { body }), 400).message).toBe(message);
    }
    for (const body of [
      { ...bread, name: 'x'.repeat(65) },
      { ...bread, price: 0 },
      { ...bread, name: '' },
    ]) {
      expect(expectProblem(await callOperation('createProduct', { body }), 400).message).toBe(
        'Validation errors',
      );
    }
    expect((await list()).page.totalElements).toBe(20);
  });

  it('updates a product, keeping its creation date and image', async () => {
    const before = structuredClone(linked());
    const answer = await callOperation('updateProduct', {
      params: { id: before.id },
      body: {
        ...bread,
        name: 'Brot-Abo Wochenende XL',
        billingType: 'RECURRING',
        recurringBillingPeriod: 'YEARLY',
      },
    });
    expect(answer.status).toBe(200);
    const product = UpdateProductResponse.parse(answer.body);
    expect(product).toMatchObject({
      id: before.id,
      name: 'Brot-Abo Wochenende XL',
      recurringBillingPeriod: 'YEARLY',
    });
    expect(product.createdDateTime).toBe(before.createdDateTime);
    expect(product.image).toEqual(before.image);
    const bad = await callOperation('updateProduct', {
      params: { id: before.id },
      body: { ...donation, defaultDonationAmount: 1 },
    });
    expectProblem(bad, 400);
    expect(getDb().products.find((candidate) => candidate.id === before.id)?.name).toBe(
      'Brot-Abo Wochenende XL',
    );
  });

  it('answers 404 for unknown products and 401 without a token', async () => {
    expectProblem(await callOperation('getProduct', { params: { id: 'unknown' } }), 404);
    expectProblem(await callOperation('updateProduct', { params: { id: 'unknown' }, body: bread }), 404);
    expectProblem(await callOperation('getProduct', { params: { id: linked().id }, token: null }), 401);
    expectProblem(await callOperation('createProduct', { body: bread, token: null }), 401);
    const id = linked().id;
    expectProblem(await callOperation('updateProduct', { params: { id }, body: bread, token: null }), 401);
    expectProblem(await callOperation('deleteProduct', { params: { id }, token: null }), 401);
    expectProblem(await callOperation('checkProductDeleteEligibility', { params: { id }, token: null }), 401);
    expect(getDb().products.find((product) => product.id === id)?.name).toBe('Brot-Abo Wochenende');
  });
});

describe('checkProductDeleteEligibility and deleteProduct', () => {
  it('says whether a product still has payment links', async () => {
    expect(
      (await callOperation('checkProductDeleteEligibility', { params: { id: unlinked().id } })).status,
    ).toBe(200);
    const busy = await callOperation('checkProductDeleteEligibility', { params: { id: linked().id } });
    expect(expectProblem(busy, 409).message).toBe('Product has payment links');
    expectProblem(await callOperation('checkProductDeleteEligibility', { params: { id: 'unknown' } }), 404);
  });

  it('deletes a product without links, refuses one with links unless cascading, then deletes its links', async () => {
    const free = unlinked();
    expect((await callOperation('deleteProduct', { params: { id: free.id } })).status).toBe(200);
    expectProblem(await callOperation('getProduct', { params: { id: free.id } }), 404);

    const busy = linked();
    const refused = await callOperation('deleteProduct', { params: { id: busy.id } });
    expect(expectProblem(refused, 409).message).toBe('Product has payment links');
    expect(getDb().products.some((product) => product.id === busy.id)).toBe(true);

    const links = getDb().paylinks.filter((link) => link.productId === busy.id).length;
    expect(links).toBeGreaterThan(0);
    const paylinksBefore = getDb().paylinks.length;
    const cascaded = await callOperation('deleteProduct', {
      params: { id: busy.id },
      query: { cascadeDelete: true },
    });
    expect(cascaded.status).toBe(200);
    expect(getDb().paylinks.some((link) => link.productId === busy.id)).toBe(false);
    expect(getDb().paylinks).toHaveLength(paylinksBefore - links);
    expect((await list({ size: 100 })).page.totalElements).toBe(18);
    expectProblem(await callOperation('deleteProduct', { params: { id: busy.id } }), 404);
  });
});
