/**
 * The limits the backend's stack puts on a request before any handler runs, and the answers when
 * one is broken: a URL over 8 KiB (a gateway's or servlet container's request line limit), a body
 * over 10 MiB (Spring's multipart limit), JSON nested deeper than 1,000 levels (Jackson's
 * default nesting limit). They are checked on the raw request, before anything parses or
 * recurses, so no input can reach a stack overflow or a library's own length check.
 */
import { operations } from '../../src-generated/operations';

export const MAX_URL_LENGTH = 8192;
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
export const MAX_JSON_DEPTH = 1000;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`. One pass over the text, no
 * recursion: brackets inside strings do not count.
 */
export const jsonTooDeep = (text: string, max = MAX_JSON_DEPTH): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
};

/**
 * The status of a refusal the contract declares for the call: the first of `preferred` that the
 * operation of this method and path declares, else the first of them. A 10,000-character id on
 * `/debitors/{id}` is thus a 404 (an id that long names nothing), a 10,000-character search on
 * `/debitors` a 400.
 */
export const declaredRefusal = (method: string, target: string, preferred: number[]): number => {
  const path = target.split('?')[0] ?? '/';
  const operation = operations.find((entry) => entry.method === method && entry.pattern.test(path));
  const declared = preferred.find((status) => operation?.statuses.includes(String(status)));
  return declared ?? preferred[0] ?? 400;
};

const REASONS: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
};

export const limitProblem = (status: number, message: string) =>
  Response.json({ message, status: REASONS[status] ?? 'BAD_REQUEST' }, { status });

/** An over-long URL: 414, or the 404 or 400 the operation declares instead. */
export const urlTooLong = (method: string, target: string) =>
  limitProblem(
    declaredRefusal(method, target, [414, 404, 400]),
    `The request URL is longer than ${MAX_URL_LENGTH} characters`,
  );

/** An over-large body: 413, or the 400 the operation declares instead. */
export const bodyTooLarge = (method: string, target: string) =>
  limitProblem(
    declaredRefusal(method, target, [413, 400]),
    `The request body is larger than ${MAX_BODY_BYTES} bytes`,
  );
