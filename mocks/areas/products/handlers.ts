import type { HttpHandler } from 'msw';
import { CreateProductBody, UpdateProductBody } from '../../../src-generated/zod/products/products.zod';
import type { Db } from '../../db/schema';
import { formFile, hasImageSignature, imageDataUrl, imageType, productFromInput } from './rules';
import { nextId, nowIso } from '../../lib/ids';
import {
  cappedSize,
  matchesSearch,
  pageMetadata,
  pageOf,
  readListQuery,
  sortItems,
  withinDates,
} from '../../lib/lists';
import { badRequest, conflict, notFound, ok, ruleProblem } from '../../lib/respond';
import { route } from '../../lib/route';

const findProduct = (db: Db, id: string | undefined) => db.products.find((product) => product.id === id);

const hasPaylinks = (db: Db, productId: string) => db.paylinks.some((link) => link.productId === productId);

const PAYLINKS_CONFLICT = 'Product has payment links';

export const productsHandlers: HttpHandler[] = [
  route('listProducts', ({ db, url }) => {
    const query = cappedSize(readListQuery(url, { size: 10 }));
    const types = query.all('productTypes');
    const billingType = query.one('billingType');
    const startDate = query.one('startDate');
    const endDate = query.one('endDate');
    const products = db.products.filter(
      (product) =>
        (types.length === 0 || types.includes(product.productType)) &&
        (!billingType || product.billingType === billingType) &&
        matchesSearch(product, query.search, ['name', 'description']) &&
        withinDates(product.createdDateTime, startDate, endDate),
    );
    const sorted = sortItems(products, query, { field: 'createdDateTime', direction: 'desc' });
    const offset = Number(query.one('offset'));
    if (query.one('offset') !== undefined && Number.isInteger(offset) && offset >= 0) {
      // The payment links' product list pages by offset instead of page number.
      const page = { page: Math.floor(offset / query.size), size: query.size };
      return ok({
        _embedded: { products: sorted.slice(offset, offset + query.size) },
        page: pageMetadata(sorted.length, page),
      });
    }
    return ok(pageOf(sorted, query, 'products'));
  }),

  route('createProduct', ({ db, body }) => {
    const input = CreateProductBody.parse(body);
    const result = productFromInput(input, { id: nextId(db), createdDateTime: nowIso() });
    if ('errors' in result) return ruleProblem(result.errors);
    db.products.push(result.product);
    return ok(result.product);
  }),

  route('getProduct', ({ db, params }) => {
    const product = findProduct(db, params.id);
    return product ? ok(product) : notFound('Product');
  }),

  route('updateProduct', ({ db, body, params }) => {
    const index = db.products.findIndex((product) => product.id === params.id);
    const existing = db.products[index];
    if (!existing) return notFound('Product');
    const result = productFromInput(UpdateProductBody.parse(body), existing);
    if ('errors' in result) return ruleProblem(result.errors);
    db.products[index] = result.product;
    return ok(result.product);
  }),

  route('deleteProduct', ({ db, params, url }) => {
    const product = findProduct(db, params.id);
    if (!product) return notFound('Product');
    const cascade = url.searchParams.get('cascadeDelete') === 'true';
    if (hasPaylinks(db, product.id)) {
      if (!cascade) return conflict(PAYLINKS_CONFLICT);
      db.paylinks = db.paylinks.filter((link) => link.productId !== product.id);
    }
    db.products = db.products.filter((candidate) => candidate.id !== product.id);
    return new Response(null, { status: 200 });
  }),

  route('uploadProductImage', async ({ db, body, params }) => {
    const product = findProduct(db, params.id);
    if (!product) return notFound('Product');
    const file = formFile(body, 'file');
    if (!file) return badRequest('file is required');
    const type = imageType(file);
    const bytes = await file.bytes();
    if (!type || !hasImageSignature(type, bytes)) return badRequest('unsupported format');
    product.image = { blobURL: imageDataUrl(type, bytes) };
    return ok(product);
  }),

  route('checkProductDeleteEligibility', ({ db, params }) => {
    const product = findProduct(db, params.id);
    if (!product) return notFound('Product');
    if (hasPaylinks(db, product.id)) return conflict(PAYLINKS_CONFLICT);
    return new Response(null, { status: 200 });
  }),
];
