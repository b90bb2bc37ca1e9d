/**
 * The mock backend's fallback: a call of the contract that no hand-written handler answers gets
 * the answer of the handler orval generates from the contract (src-generated/api/<tag>/*.msw.ts:
 * example data that passes the operation's strict schema, tests/contract/mocks.test.ts). So a new
 * operation in the contract answers offline at once, until its area writes the rule it needs.
 *
 * The generated handlers (and faker with them) load on the first such call only: the hand-written
 * handlers answer every call today, and no run pays for what it does not use.
 */
import { getResponse, http, RequestHandler } from 'msw';
import { MOCK_API_ORIGIN } from '../auth';

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

/** Last of the mock's handlers: what the hand-written ones leave, the generated ones answer. */
export const generatedFallback = http.all(`${MOCK_API_ORIGIN}/*`, async ({ request }) =>
  getResponse(await loadGenerated(), request),
);

/** The hand-written handlers, then the fallback. */
export const withGeneratedFallback = (handwritten: readonly RequestHandler[]): RequestHandler[] => [
  ...handwritten,
  generatedFallback,
];
