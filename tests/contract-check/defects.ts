/**
 * Defects of a backend seeded into the mock backend (handlers put in front of its own), each a
 * way the earlier checks let a backend misbehave: broken-mock-state.test.ts fails a run on each,
 * replay.test.ts replays some of those failures.
 */
import { getResponse, HttpResponse, http } from 'msw';
import { api, unauthorized } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { handlers } from '../../mocks/handlers';
import { guarded } from './mock-server';

/** The normal handlers' answer to a request, as JSON, for a handler that changes it. */
export const normal = async (request: Request) => {
  const response = await getResponse(handlers, request);
  return { status: response?.status ?? 404, json: (await response?.json()) as Record<string, unknown> };
};

export const problem = (status: number, message: string) =>
  HttpResponse.json({ message, status: status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND' }, { status });

/** Every create of a product is refused with 400 (positive_data_acceptance). */
export const refusedCreate = () => [
  http.post(
    api('/products'),
    guarded(() => problem(400, 'Validation errors')),
  ),
];

/** A product's read gives back another description than the one sent (the state checks). */
export const changedDescription = () => [
  http.get(api('/products/:id'), async ({ request }) => {
    const { status, json } = await normal(request);
    return HttpResponse.json(status === 200 ? { ...json, description: 'Changed by the backend' } : json, {
      status,
    });
  }),
];

/** An update of a deleted product answers 200 (use_after_free). */
export const updatedAfterDelete = () => [
  http.put(api('/products/:id'), async ({ request, params }) =>
    getDb().products.some((product) => product.id === params.id)
      ? undefined
      : HttpResponse.json({ ...((await request.json()) as object), id: params.id }),
  ),
];

/** The products' list answers any token at all, an invalid or expired one too (auth_required). */
export const listedWithAnyToken = () => [
  http.get(api('/products'), ({ request }) =>
    request.headers.get('authorization')
      ? HttpResponse.json({
          _embedded: { products: getDb().products.slice(0, 2) },
          page: { size: 2, totalElements: 2, totalPages: 1, number: 0 },
        })
      : unauthorized(),
  ),
];
