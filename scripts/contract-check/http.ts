/** HTTP for the contract check: one request with a total timeout, a curl line to reproduce it, redaction. */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { record } from './cassette.ts';

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type HttpAnswer =
  | { ok: true; status: number; headers: Record<string, string>; text: string; ms: number }
  | { ok: false; error: string; ms: number };

const flatten = (message: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(message.headers)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]),
  );

/**
 * Sends one request; `fresh` on a connection of its own. The fuzz pass sends each request so: a
 * server may close a connection after a request it refused (an over-long URL, a malformed body),
 * and a next request sent on it as it closes gets no answer that says anything about the backend
 * (Node's `reusedSocket` ECONNRESET race). node:http rather than fetch: the raw answer (any content
 * type, no decompression surprises) and no dependency on the test environment's globals.
 */
export const send = (req: HttpRequest, timeoutMs: number, fresh = false): Promise<HttpAnswer> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const make = req.url.startsWith('https:') ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (answer: HttpAnswer) => {
      if (settled) return;
      settled = true;
      record(req, answer);
      clearTimeout(timer);
      resolve(answer);
    };
    const options = { method: req.method, headers, ...(fresh ? { agent: false as const } : {}) };
    const outgoing = make(req.url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish({
          ok: true,
          status: res.statusCode ?? 0,
          headers: flatten(res),
          text: Buffer.concat(chunks).toString('utf8'),
          ms: elapsed(),
        }),
      );
      res.on('error', (error) =>
        finish({ ok: false, error: `network error: ${error.message}`, ms: elapsed() }),
      );
    });
    const timer = setTimeout(() => {
      finish({ ok: false, error: `no answer within ${timeoutMs} ms`, ms: elapsed() });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error) =>
      finish({ ok: false, error: `network error: ${error.message}`, ms: elapsed() }),
    );
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
};

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A curl command reproducing the request; the token is always shown as `Bearer ***`. `bodyShown`
 * replaces the body (the login body with its password masked).
 */
export const curlFor = (req: HttpRequest, bodyShown = req.body): string => {
  const parts = ['curl', '-sS', '-i', '-X', req.method, quote(req.url)];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'user-agent') continue;
    const shown = name.toLowerCase() === 'authorization' ? 'Bearer ***' : value;
    parts.push('-H', quote(`${name === 'authorization' ? 'Authorization' : name}: ${shown}`));
  }
  if (bodyShown !== undefined) parts.push('--data-raw', quote(bodyShown));
  return parts.join(' ');
};

/** Replaces every secret (token, password) in a text by `***`. */
export const redact = (text: string, secrets: (string | undefined)[]): string => {
  let out = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
};

const UNSAFE_UNIT = /['/&\\\n\r]/;

/**
 * A text as one shell word: single-quoted, with every long run of a repeated piece (10,000 `x`,
 * 100,000 `{"a":`) rebuilt by printf and sed, so a curl line stays short and still sends the
 * very same bytes.
 */
export const shellWord = (text: string): string => {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/([\s\S]{1,8}?)\1{63,}/g)) {
    const unit = match[1] ?? '';
    if (UNSAFE_UNIT.test(unit)) continue;
    const count = match[0].length / unit.length;
    parts.push(quote(text.slice(last, match.index)));
    parts.push(`"$(printf '%*s' ${count} '' | sed 's/ /${unit}/g')"`);
    last = match.index + match[0].length;
  }
  parts.push(quote(text.slice(last)));
  return parts.filter((part) => part !== `''`).join('') || `''`;
};

/**
 * The fuzz pass's curl line: the token comes from the environment variable `tokenEnv`
 * (`-H "Authorization: Bearer $QA_TOKEN"`), so the line runs as it is and never holds the token.
 */
export const fuzzCurl = (req: HttpRequest, tokenEnv: string): string => {
  const parts = ['curl', '-sS', '-i', '-X', req.method, shellWord(req.url)];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'user-agent') continue;
    if (name.toLowerCase() === 'authorization') parts.push('-H', `"Authorization: Bearer $${tokenEnv}"`);
    else parts.push('-H', quote(`${name}: ${value}`));
  }
  if (req.body !== undefined) parts.push('--data-binary', shellWord(req.body));
  return parts.join(' ');
};
