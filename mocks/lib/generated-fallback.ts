/**
 * The mock backend's fallback: a call of the contract that no hand-written handler answers gets
 * the answer of the handler orval generates from the contract (src-generated/api/<tag>/*.msw.ts:
 * example data that passes the operation's strict schema, tests/contract/mocks.test.ts). So a new
 * operation in the contract answers offline at once, until its area writes the rule it needs.
 *
 * In the browser and in vitest the generated handlers (and faker with them) load on the first such
 * call only: the hand-written handlers answer every call today, and no page pays for what it does
 * not use. The HTTP server (mocks/server.ts) hands them over when it loads: it runs in a Vite
 * module runner that is closed by the time the first call comes, so it cannot import then.
 * A call that neither answers (a path outside the contract, an empty path parameter such as
 * `DELETE /apikeys/`) gets the contract's 404 with its error body, in all three alike.
 */
import { getResponse, http, RequestHandler } from 'msw';
import { MOCK_API_ORIGIN } from '../auth';
import { noSuchCall } from './methods';

const modules = import.meta.glob<Record<string, unknown>>('../../src-generated/api/*/*.msw.ts');

/** Each tag's module exports get<Tag>Mock(): all its operations' handlers. */
const handlersOf = (module: Record<string, unknown>): RequestHandler[] =>
  Object.entries(module).flatMap(([name, value]) => {
    if (!/^get\w+Mock$/.test(name) || /ResponseMock$/.test(name) || typeof value !== 'function') return [];
    const made: unknown = value();
    return Array.isArray(made) ? made.filter((handler) => handler instanceof RequestHandler) : [];
  });

let generated: Promise<RequestHandler[]> | undefined;
const loadGenerated = () =>
  (generated ??= Promise.all(Object.values(modules).map((load) => load())).then((loaded) =>
    loaded.flatMap(handlersOf),
  ));

/** The generated modules, loaded already (the HTTP server: `import.meta.glob(..., { eager: true })`). */
export const provideGeneratedModules = (loaded: Record<string, unknown>[]) => {
  generated = Promise.resolve(loaded.flatMap(handlersOf));
};

/**
 * Last of the mock's handlers: what the hand-written ones leave, the generated ones answer, and
 * what none answers is a 404 'No such call'.
 */
export const generatedFallback = http.all(`${MOCK_API_ORIGIN}/*`, async ({ request }) => {
  const answer = await getResponse(await loadGenerated(), request);
  return answer ?? notFound(request);
});

const notFound = (request: Request) => {
  const url = new URL(request.url);
  return noSuchCall(request.method, `${url.pathname}${url.search}`);
};

/**
 * A path ending in a slash is no call of the contract (`GET /payments/`: an empty id), as a
 * Spring backend answers it; MSW would match it to `/payments`.
 */
export const trailingSlash = http.all(
  // MSW tests a RegExp against the URL without its query.
  new RegExp(`^${MOCK_API_ORIGIN.replace(/[.]/g, '\\.')}/.+/$`),
  ({ request }) => notFound(request),
);

/** The refusal of empty path segments, the hand-written handlers, then the fallback. */
export const withGeneratedFallback = (handwritten: readonly RequestHandler[]): RequestHandler[] => [
  trailingSlash,
  ...handwritten,
  generatedFallback,
];
