/**
 * The validation proxy: forwards every call to the target unchanged (method, path, headers,
 * body; the answer back as it came), then checks the exchange against the contract
 * (proxy-checks.ts) and reports each violation as it happens. Its results, coverage and warnings
 * make the same JSON and JUnit reports as the contract check. Loaded through Vite (the generated
 * zod schemas), like run.ts.
 */
import {
  createServer,
  request as httpRequest,
  Agent,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { operations } from '../../src-generated/operations.ts';
import { coverageOf, hollowWarnings, observe, type Observed } from './coverage.ts';
import { loadContract, type Contract } from './contract.ts';
import { curlFor, redact, type HttpAnswer } from './http.ts';
import { answerChecksOf, matchOperation, requestChecks, type ProxyEntry } from './proxy-checks.ts';
import { summarize } from './run.ts';
import type { CheckResult, OperationResult, RunReport } from './types.ts';
import { formatViolation } from './violations.ts';

export interface ProxyOptions {
  target: string;
  port: number;
  host?: string;
  /** Each violation as a line, as it happens. */
  out?: (line: string) => void;
  contract?: Contract;
  entries?: ProxyEntry[];
}

export interface ProxyHandle {
  server: Server;
  url: string;
  /** Stops listening and gives the report of every call that went through. */
  stop: () => Promise<RunReport>;
}

const readAll = (stream: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

const decode = (body: Buffer, encoding: string | undefined) => {
  try {
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  } catch {
    return body.toString('utf8');
  }
  return body.toString('utf8');
};

const flat = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );

export const startProxy = async (options: ProxyOptions): Promise<ProxyHandle> => {
  const contract = options.contract ?? loadContract();
  const entries = options.entries ?? operations;
  const byId = new Map(contract.ops.map((op) => [op.operationId, op]));
  const target = new URL(options.target);
  const base = target.pathname.replace(/\/+$/, '');
  const secure = target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new Agent({ keepAlive: true });
  const results: OperationResult[] = [];
  const observed: Observed = new Map();
  const secrets = new Set<string>();
  const startedAt = new Date().toISOString();
  const out = options.out ?? (() => undefined);

  const check = (req: IncomingMessage, url: URL, body: string, answer: HttpAnswer) => {
    const path = url.pathname.slice(base.length) || '/';
    const entry = matchOperation(entries, req.method ?? 'GET', path);
    const op = entry && byId.get(entry.operationId);
    const auth = req.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (auth) secrets.add(auth);
    let shown = body;
    if (op?.operationId === 'login') {
      let password: unknown;
      try {
        password = (JSON.parse(body) as { password?: unknown }).password;
      } catch {
        password = undefined;
      }
      if (typeof password === 'string' && password) {
        secrets.add(password);
        shown = body.split(password).join('***');
      }
    }
    const headers = flat(req.headers);
    delete headers.host;
    const curl = curlFor(
      {
        method: req.method ?? 'GET',
        url: `${options.target.replace(/\/+$/, '')}${path}${url.search}`,
        headers,
      },
      shown || undefined,
    );
    let checks: CheckResult[];
    if (!op || !entry) {
      const got = `${req.method} ${path}`;
      checks = [
        {
          name: 'request_conformance',
          verdict: 'fail',
          message: 'not in the contract',
          violations: [{ at: 'operation', expected: 'an operation of the contract', got }],
          curl,
        },
      ];
    } else {
      if (answer.ok) observe(observed, op.operationId, answer.status, true);
      checks = [
        requestChecks(
          op,
          entry,
          url,
          { contentType: req.headers['content-type'], authorization: req.headers.authorization },
          body,
          curl,
        ),
        ...answerChecksOf(op, entry, contract.doc, answer, curl),
      ];
    }
    const result: OperationResult = {
      operationId: op?.operationId ?? '(none)',
      tag: op?.tag ?? 'not in the contract',
      method: req.method ?? 'GET',
      path: op?.path ?? path,
      target: `${path}${url.search}`,
      phase: 'proxy',
      verdict: checks.some((c) => c.verdict === 'fail') ? 'FAIL' : 'PASS',
      status: answer.ok ? answer.status : undefined,
      ms: answer.ms,
      checks,
      curl,
    };
    results.push(result);
    for (const failed of checks.filter((c) => c.verdict === 'fail'))
      for (const violation of failed.violations)
        out(
          redact(
            `VIOLATION ${result.operationId} ${result.method} ${result.target} -> ${result.status ?? 'no answer'} ${failed.name} ${formatViolation(violation)}`,
            [...secrets],
          ),
        );
  };

  /** A check that fails to run is reported; the proxy itself goes on. */
  const safeCheck = (...args: Parameters<typeof check>) => {
    try {
      check(...args);
    } catch (error) {
      out(
        `contract proxy: could not check ${args[0].method} ${args[1].pathname}: ${(error as Error).message}`,
      );
    }
  };
  const refuse = (res: ServerResponse, message: string) => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `contract proxy: ${message}`, status: 'BAD_GATEWAY' }));
    } else res.end();
  };

  const server = createServer((req, res) => {
    void (async () => {
      const started = performance.now();
      const body = await readAll(req);
      const url = new URL(req.url ?? '/', 'http://proxy.invalid');
      const make = secure ? httpsRequest : httpRequest;
      const headers = { ...req.headers, host: target.host };
      const upstream = make(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: `${base}${url.pathname}${url.search}`,
          headers,
          agent,
        },
        (answer) => {
          void readAll(answer).then(
            (raw) => {
              res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
              res.end(raw);
              if (req.method === 'OPTIONS' || req.method === 'HEAD') return;
              const text = decode(raw, answer.headers['content-encoding']);
              const ms = Math.round(performance.now() - started);
              safeCheck(req, url, body.toString('utf8'), {
                ok: true,
                status: answer.statusCode ?? 0,
                headers: flat(answer.headers),
                text,
                ms,
              });
            },
            (error: Error) => {
              refuse(res, `the answer broke off: ${error.message}`);
              const ms = Math.round(performance.now() - started);
              safeCheck(req, url, body.toString('utf8'), { ok: false, error: error.message, ms });
            },
          );
        },
      );
      upstream.on('error', (error) => {
        const message = `the target did not answer: ${error.message}`;
        refuse(res, message);
        safeCheck(req, url, body.toString('utf8'), {
          ok: false,
          error: message,
          ms: Math.round(performance.now() - started),
        });
      });
      upstream.end(body);
    })().catch((error: Error) => refuse(res, `the request broke off: ${error.message}`));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${host}:${address.port}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      agent.destroy();
      const summary = summarize(results);
      return {
        baseUrl: options.target,
        startedAt,
        unsafe: false,
        results,
        summary,
        notCalled: [],
        coverage: coverageOf(contract.ops, observed),
        warnings: hollowWarnings(contract.ops, observed),
        exitCode: summary.failed ? 1 : 0,
        redact: (text) => redact(text, [...secrets]),
      };
    },
  };
};
