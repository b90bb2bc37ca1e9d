/**
 * The mock backend over HTTP (npm run mock:server), for QA tools, the contract check and any
 * other client: the same handlers and database as in the browser, kept in memory.
 * PORT changes the port (default 4010); SCENARIO picks the starting scenario; HOST the interface
 * it listens on (default 127.0.0.1: its tokens are unsigned, which is fine on the loopback only).
 * A method the contract does not declare on a known path is answered 405 with `Allow`, HEAD like
 * GET without the body, an unknown path 404.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { MOCK_API_ORIGIN } from './auth';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { noSuchCall, refuseMethod } from './lib/methods';
import { findScenario } from './scenarios';

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

const readBody = async (req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
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

const STANDARD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The answer to a call: a test's extra handlers first (they may answer even a method the contract
 * does not declare, to break the method check on purpose), then the method check, then the
 * handlers (HEAD is answered as GET, without the body).
 */
const answer = async (req: IncomingMessage, extraHandlers: RequestHandler[]) => {
  const method = req.method ?? 'GET';
  const target = req.url ?? '/';
  const body = await readBody(req);
  if (extraHandlers.length && STANDARD.includes(method)) {
    const response = await getResponse(extraHandlers, toRequest(req, method, body));
    if (response) return response;
  }
  const refused = refuseMethod(method, target);
  if (refused) return refused;
  const response = await getResponse(handlers, toRequest(req, method === 'HEAD' ? 'GET' : method, body));
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
  const server = createServer((req, res) => {
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
        await send(
          res,
          Response.json({ message: `Mock server error: ${String(error)}` }, { status: 500 }),
          cors,
        );
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
};
