/**
 * The auth pass (every run): each protected operation is called without a token, with an invalid
 * one and with an expired one, and must answer 401 or 403 (auth_required); the reads always, the
 * writes with --unsafe (with their body example, so a backend that ignores the token would carry
 * them out). One row per operation (`[auth]`), each violation labelled with the token sent; four
 * operations at a time.
 */
import type { CallContext } from './call.ts';
import { mergedResult, sendCase } from './cases.ts';
import { attach, expectOn, recorder } from './cassette.ts';
import { notServerErrorOf } from './checks.ts';
import type { ContractOp } from './contract.ts';
import type { Expectation } from './expect.ts';
import type { HttpAnswer } from './http.ts';
import { examplePath } from './methods.ts';
import { buildTarget, fillIds, resolveParams } from './params.ts';
import { checkNamesOf, type CheckResult } from './types.ts';

const PHASE = 'auth';
const BATCH = 4;
/** The invalid token sent (the cassette masks it with the others; a replay sends it again). */
export const INVALID_TOKEN = 'contract-check-invalid-token';

/**
 * The token with its expiry in the past: a JWT's `exp` (its signature then fails too), or the
 * trailing time of a token such as the mock's `mock.<e-mail>.<expiry>`. Undefined when the token
 * shows no expiry.
 */
export const expiredToken = (token: string): string | undefined => {
  const parts = token.split('.');
  if (parts.length === 3 && parts[1]) {
    try {
      const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
      if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
        const payload = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url');
        return [parts[0], payload, parts[2]].join('.');
      }
    } catch {
      // Not a JWT: try the trailing time below.
    }
  }
  return /\.\d{10,13}$/.test(token) ? token.replace(/\d+$/, '1000000000000') : undefined;
};

/** auth_required of the pass: 401 or 403 for a call with no, an invalid or an expired token. */
const refused = (answer: HttpAnswer, curl: string): CheckResult => {
  const name = 'auth_required';
  if (!answer.ok)
    return { name, verdict: 'skip', message: 'no response (see not_server_error)', violations: [] };
  if (answer.status === 401 || answer.status === 403) return { name, verdict: 'pass', violations: [] };
  return {
    name,
    verdict: 'fail',
    message: `answered ${answer.status}`,
    violations: [{ at: 'status', expected: '401 or 403', got: String(answer.status) }],
    curl,
  };
};

const targetOf = async (ctx: CallContext, op: ContractOp) => {
  const resolved = await resolveParams(ctx.params, op);
  if (!('skip' in resolved)) return buildTarget(op.path, resolved.path, resolved.query);
  return examplePath(ctx, op);
};

export const runAuthPass = async (
  ctx: CallContext,
  selected: (op: ContractOp) => boolean,
  unsafe: boolean,
  log: (line: string) => void = () => undefined,
) => {
  const ops = ctx.contract.ops.filter(
    (op) => selected(op) && !op.isPublic && (op.method === 'GET' || unsafe),
  );
  // Deletes last (each batch runs at once), so the other calls still find what they chain from.
  ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const expired = ctx.token ? expiredToken(ctx.token) : undefined;
  type Sent = [label: string, token: string | undefined, kind: Expectation['token']];
  const tokens: Sent[] = [
    ['no token', undefined, 'none'],
    ['an invalid token', INVALID_TOKEN, 'invalid'],
    ...(expired ? [['an expired token', expired, 'expired'] satisfies Sent] : []),
  ];
  const probe = async (op: ContractOp) => {
    log(`auth: ${op.method} ${op.path}`);
    const target = await targetOf(ctx, op);
    const example = op.bodyExamples[0];
    const json = op.requestBody?.contentType.includes('json') && example;
    const body = json
      ? { text: JSON.stringify(fillIds(example.value, ctx.params.seenIds)), contentType: 'application/json' }
      : undefined;
    const calls = await Promise.all(
      tokens.map(async ([label, token, kind]) => {
        const call = await sendCase(
          ctx,
          op,
          { label, method: op.method, target, body, token: token ?? null },
          (answer, curl) => [notServerErrorOf(answer, curl), refused(answer, curl)],
        );
        // A replay sends the same kind of token again and expects the refusal.
        expectOn(call.answer, {
          check: 'auth_required',
          status: [401, 403],
          about: `with ${label}`,
          token: kind,
        });
        return call;
      }),
    );
    return { op, url: `${ctx.baseUrl}${target}`, calls };
  };
  // A few operations at once (each is refused, or the backend is broken anyway); each result takes
  // its own requests for the cassette.
  for (let start = 0; start < ops.length; start += BATCH) {
    const done = await Promise.all(ops.slice(start, start + BATCH).map(probe));
    const exchanges = recorder.log.splice(0);
    for (const { op, url, calls } of done) {
      const result = mergedResult(op, PHASE, op.method, checkNamesOf(PHASE), calls);
      ctx.results.push(result);
      attach(
        result,
        exchanges.filter((e) => e.request.method === op.method && e.request.url === url),
      );
    }
  }
};
