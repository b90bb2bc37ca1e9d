import type { HttpHandler } from 'msw';
import {
  CreateProductBody,
  DeleteProductQueryParams,
  ListProductsQueryParams,
  UpdateProductBody,
} from '../../../src-generated/zod/products/products.zod';
import type { Db } from '../../db/schema';
import { formFile, hasImageSignature, imageDataUrl, imageType, productFromInput } from './rules';
import { nextId, nowIso } from '../../lib/ids';
import { matchesSearch, pageMetadata, pageOf, sortItems, withinDates } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { badRequest, conflict, notFound, ok, ruleProblem } from '../../lib/respond';
import { route } from '../../lib/route';

const findProduct = (db: Db, id: string | undefined) => db.products.find((product) => product.id === id);

const hasPaylinks = (db: Db, productId: string) => db.paylinks.some((link) => link.productId === productId);

const PAYLINKS_CONFLICT = 'Product has payment links';

export const productsHandlers: HttpHandler[] = [
  route('listProducts', ({ db, query: raw }) => {
    const filters = ListProductsQueryParams.parse(raw);
    const query = listQuery(filters);
    const { productTypes: types = [], billingType, startDate, endDate, offset } = filters;
    const products = db.products.filter(
      (product) =>
        (types.length === 0 || types.includes(product.productType)) &&
        (!billingType || product.billingType === billingType) &&
        matchesSearch(product, query.search, ['name', 'description']) &&
        withinDates(product.createdDateTime, startDate, endDate),
    );
    const sorted = sortItems(products, query, { field: 'createdDateTime', direction: 'desc' });
    if (offset !== undefined) {
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

  route('deleteProduct', ({ db, params, query }) => {
    const product = findProduct(db, params.id);
    if (!product) return notFound('Product');
    const cascade = DeleteProductQueryParams.parse(query).cascadeDelete;
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
