/**
 * The cassette of a failing run: the requests and answers behind each failure, as HAR 1.2 (each
 * entry's `_case` numbers its failure as the report does; `_operationId` and `_phase` name it), so
 * `npm run contract -- --replay <file> [--case <n>]` sends them again. Every request since the
 * previous result belongs to the next result pushed (a chain's steps and clean-up to its row);
 * the fuzz pass records only the request of each failure. A request whose answer failed a check
 * beyond the contract (a chain's state checks, positive_data_acceptance, the auth pass's) carries
 * `_expect`: what that check expected of it (expect.ts), so a replay fails again on the same answer. The token is written as `Bearer ***`
 * and the whole file goes through the report's redaction.
 */
import type { Expectation } from './expect.ts';
import type { HttpAnswer, HttpRequest } from './http.ts';
import type { OperationResult } from './types.ts';

export interface Exchange {
  request: HttpRequest;
  answer: HttpAnswer;
  at: string;
  /** What the failing checks expected of this answer. */
  expect?: Expectation[];
}

/** What `send` records while it is on (off in the fuzz pass: thousands of requests). */
export const recorder = { on: false, log: [] as Exchange[] };

export const record = (request: HttpRequest, answer: HttpAnswer) => {
  if (recorder.on) recorder.log.push({ request, answer, at: new Date().toISOString() });
};

/**
 * The exchanges behind a result (failures only), kept on the result itself but not enumerable:
 * the CLI reads them from a module instance other than the run's (the run is loaded through
 * Vite), and the JSON report leaves them out.
 */
export const exchangesOf = (result: OperationResult): Exchange[] => {
  const kept: unknown = Reflect.get(result, 'exchanges');
  return Array.isArray(kept) ? kept : [];
};
export const attach = (result: OperationResult, exchanges: Exchange[]) => {
  if (result.verdict === 'FAIL')
    Object.defineProperty(result, 'exchanges', { value: exchanges, enumerable: false, configurable: true });
};

/** Makes each push of `results` take the exchanges recorded since the last one. */
export const recordInto = (results: OperationResult[]) => {
  recorder.on = true;
  recorder.log = [];
  const push = results.push.bind(results);
  results.push = (...items: OperationResult[]) => {
    const since = recorder.log.splice(0);
    for (const item of items) attach(item, since);
    return push(...items);
  };
};

/** Notes on the request that got `answer` what a failing check expected of it. */
export const expectOn = (answer: HttpAnswer | undefined, expectation: Expectation) => {
  const exchange = recorder.log.findLast((candidate) => candidate.answer === answer);
  if (exchange) (exchange.expect ??= []).push(expectation);
};

const headerList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => ({
    name,
    value: name.toLowerCase() === 'authorization' ? 'Bearer ***' : value,
  }));

/** The HAR text of the failures' exchanges (before redaction). */
export const formatHar = (results: OperationResult[]) => {
  const failures = results.filter((result) => result.verdict === 'FAIL');
  const entries = failures.flatMap((result, index) =>
    exchangesOf(result).map(({ request, answer, at, expect }) => ({
      _case: index + 1,
      _operationId: result.operationId,
      _phase: result.phase,
      ...(expect ? { _expect: expect } : {}),
      startedDateTime: at,
      time: answer.ms,
      request: {
        method: request.method,
        url: request.url,
        httpVersion: 'HTTP/1.1',
        headers: headerList(request.headers),
        queryString: [...new URL(request.url).searchParams].map(([name, value]) => ({ name, value })),
        cookies: [],
        headersSize: -1,
        bodySize: request.body === undefined ? 0 : Buffer.byteLength(request.body),
        ...(request.body === undefined
          ? {}
          : { postData: { mimeType: request.headers['content-type'] ?? '', text: request.body } }),
      },
      response: answer.ok
        ? {
            status: answer.status,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            headers: headerList(answer.headers),
            cookies: [],
            content: {
              size: answer.text.length,
              mimeType: answer.headers['content-type'] ?? '',
              text: answer.text,
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
          }
        : {
            status: 0,
            statusText: answer.error,
            httpVersion: '',
            headers: [],
            cookies: [],
            content: { size: 0, mimeType: '' },
            redirectURL: '',
            headersSize: -1,
            bodySize: -1,
          },
      cache: {},
      timings: { send: 0, wait: answer.ms, receive: 0 },
    })),
  );
  if (!entries.length) return undefined;
  return JSON.stringify(
    { log: { version: '1.2', creator: { name: 'merchant-portal contract check', version: '1' }, entries } },
    null,
    1,
  );
};

export interface HarEntry {
  _case: number;
  _operationId: string;
  _phase: string;
  /** Expectations of failing checks (expect.ts); absent in older cassettes. */
  _expect?: unknown;
  request: {
    method: string;
    url: string;
    headers: { name: string; value: string }[];
    postData?: { text: string };
  };
  response: { status: number; content: { text?: string } };
}

/** The entries of a cassette, or an error line. */
export const readHar = (text: string): HarEntry[] | string => {
  try {
    const entries = (JSON.parse(text) as { log?: { entries?: HarEntry[] } }).log?.entries;
    return Array.isArray(entries) && entries.length ? entries : 'no entries in it (log.entries)';
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
};
