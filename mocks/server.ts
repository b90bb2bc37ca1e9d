/**
 * The mock backend over HTTP (npm run mock:server), for QA tools, the contract check and any
 * other client: the same handlers and database as in the browser, kept in memory.
 * PORT changes the port (default 4010); SCENARIO picks the starting scenario; HOST the interface
 * it listens on (default 127.0.0.1: its tokens are unsigned, which is fine on the loopback only).
 * A method the contract does not declare on a known path is answered 405 with `Allow`, HEAD like
 * GET without the body, an unknown path 404. The limits of lib/limits.ts come first (an over-long
 * URL, an over-large body); a handler that throws answers 500 with a generic message and a
 * correlation id, the error itself going to this server's log only.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import * as pdfLib from 'pdf-lib';
import { MOCK_API_ORIGIN } from './auth';
import * as seedCode from './db/seed/code';
import { provideSeeds } from './db/seed-source';
import { resetDb } from './db/store';

/** Whether the database answers yet, and how its seeding went (the large scenario's). */
export { dbReady, seedingStats } from './db/store';
import { handlers } from './handlers';
import { provideGeneratedModules, withGeneratedFallback } from './lib/generated-fallback';
import { bodyTooLarge, MAX_BODY_BYTES, MAX_URL_LENGTH, urlTooLong } from './lib/limits';
import { noSuchCall, refuseMethod } from './lib/methods';
import { providePdfLib } from './lib/pdf';
import { findScenario } from './scenarios';

providePdfLib(pdfLib);
provideSeeds({ code: seedCode });
// Loaded with this module: the module runner of `npm run mock:server` is closed before any call.
provideGeneratedModules(
  Object.values(
    import.meta.glob<Record<string, unknown>>('../src-generated/api/*/*.msw.ts', { eager: true }),
  ),
);

const EXPOSED_HEADERS = 'authorization, expires, location, content-disposition';

const isLocalOrigin = (origin: string | undefined) =>
  !!origin && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);

const corsHeaders = (req: IncomingMessage): Record<string, string> => {
  const origin = req.headers.origin;
  if (!isLocalOrigin(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin ?? '',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ?? 'authorization, content-type, accept, x-client',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
};

/** The body, or 'too large' past MAX_BODY_BYTES (the rest is read and dropped, so the answer arrives). */
const readBody = async (req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined | 'too large'> => {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) return 'too large';
  return chunks.length ? Uint8Array.from(Buffer.concat(chunks)) : undefined;
};

const toRequest = (req: IncomingMessage, method: string, body: Uint8Array<ArrayBuffer> | undefined) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The handlers answer the mock API's origin, whatever port this server listens on.
  return new Request(`${MOCK_API_ORIGIN}${req.url ?? '/'}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
};

const send = async (
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
  withBody = true,
) => {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(withBody ? Buffer.from(await response.arrayBuffer()) : undefined);
};

/**
 * A handler that throws: the answer says only that something failed, with a correlation id to
 * find the error in this server's log; the error's text and stack never leave the server.
 */
export const internalError = (req: IncomingMessage, error: unknown) => {
  const correlationId = randomUUID();
  console.error(
    `[mock] ${req.method} ${(req.url ?? '/').slice(0, 200)} failed (correlation id ${correlationId}):`,
    error,
  );
  return Response.json(
    {
      message: `Internal server error. Correlation id: ${correlationId}`,
      status: 'INTERNAL_SERVER_ERROR',
      correlationId,
    },
    { status: 500, headers: { 'x-correlation-id': correlationId } },
  );
};

const STANDARD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// A call of the contract no hand-written handler answers gets the generated answer.
const answering = withGeneratedFallback(handlers);

/**
 * The answer to a call: a test's extra handlers first (they may answer even a method the contract
 * does not declare, to break the method check on purpose), then the method check, then the
 * handlers (HEAD is answered as GET, without the body).
 */
const answer = async (req: IncomingMessage, extraHandlers: RequestHandler[]) => {
  const method = req.method ?? 'GET';
  const target = req.url ?? '/';
  // Before any URL matching: MSW's refuses URLs over 8192 characters by throwing.
  if (target.length > MAX_URL_LENGTH) return urlTooLong(method, target);
  const body = await readBody(req);
  if (body === 'too large') return bodyTooLarge(method, target);
  if (extraHandlers.length && STANDARD.includes(method)) {
    const response = await getResponse(extraHandlers, toRequest(req, method, body));
    if (response) return response;
  }
  const refused = refuseMethod(method, target);
  if (refused) return refused;
  const response = await getResponse(answering, toRequest(req, method === 'HEAD' ? 'GET' : method, body));
  return response ?? noSuchCall(method, target);
};

export const startMockServer = async ({
  port = 4010,
  host = '127.0.0.1',
  scenario = 'default',
  extraHandlers = [],
}: {
  port?: number;
  /** The interface to listen on; 127.0.0.1 unless a caller says otherwise. */
  host?: string;
  scenario?: string;
  /** Handlers tried before the normal ones (tests that break a call on purpose). */
  extraHandlers?: RequestHandler[];
} = {}): Promise<Server> => {
  resetDb(findScenario(scenario).name);
  // Headers up to 64 KiB reach the mock, so an over-long URL gets the contract's answer, not Node's 431.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, (req, res) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    void (async () => {
      try {
        const response = await answer(req, extraHandlers);
        if (response.type === 'error') {
          res.destroy();
          return;
        }
        await send(res, response, cors, req.method !== 'HEAD');
      } catch (error) {
        await send(res, internalError(req, error), cors);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
};
