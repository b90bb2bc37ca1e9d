/**
 * The fuzz pass's path cases, the same in every run: each path parameter of every selected
 * operation once empty (`DELETE /apikeys/`), over-long, and malformed (a broken percent-encoding,
 * an encoded slash; the random cases bring NUL bytes and the like), the other parameters valid; then paths outside the contract
 * (`GET /`, an unknown path, one below a known path). The values go on the wire as they are.
 * The backend must refuse each (path_rejection: 400 or 404, a 405 where the path then names
 * another with other methods, 414 for a URL over its limit; an unknown path 404 with the
 * contract's error body) and never break on one (not_server_error).
 */
import { mergedResult, type CaseCall } from './cases.ts';
import type { CallContext } from './call.ts';
import { notServerErrorOf, pathRejection } from './checks.ts';
import type { ContractOp } from './contract.ts';
import { fuzzCurl, send, type HttpRequest } from './http.ts';
import { checkNamesOf } from './types.ts';

export const PATHS_PHASE = 'fuzz paths';

/** The raw path values: each one is put into the URL as it is, not encoded again. */
export const PATH_VALUES: { label: string; raw: string }[] = [
  { label: 'empty', raw: '' },
  { label: '1000 characters', raw: 'x'.repeat(1000) },
  { label: 'a broken percent-encoding', raw: '%zz' },
  { label: 'an encoded slash', raw: 'a%2Fb' },
];

/** Paths no contract operation has. */
export const UNKNOWN_PATHS = ['/', '/contract-check-no-such-path', '/payments/x/contract-check/no-such-path'];

const targetWith = (op: ContractOp, path: Record<string, string>, name: string, raw: string) =>
  op.path.replace(/\{([^}]+)\}/g, (_, param: string) =>
    param === name ? raw : encodeURIComponent(path[param] ?? 'x'),
  );

const sendPathCase = async (
  ctx: CallContext,
  spec: { label: string; method: string; target: string; withToken: boolean; unknown: boolean },
  tokenEnv: string,
): Promise<CaseCall> => {
  const headers: Record<string, string> = { 'user-agent': 'merchant-portal-contract-check' };
  if (spec.withToken && ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  const request: HttpRequest = { method: spec.method, url: `${ctx.baseUrl}${spec.target}`, headers };
  const curl = fuzzCurl(request, tokenEnv);
  const answer = await send(request, ctx.timeoutMs, true);
  const checks = [
    notServerErrorOf(answer, curl),
    pathRejection(answer, curl, spec.unknown, ctx.contract.doc),
  ];
  return { label: spec.label, target: spec.target, answer, curl, checks };
};

/**
 * Sends the path cases of the operations (their other parameters from `paths`: chained or
 * example values) and the unknown paths; one result per operation and one for the unknown paths.
 * Returns the number of requests sent.
 */
export const runPathCases = async (
  ctx: CallContext,
  ops: { op: ContractOp; path: Record<string, string> }[],
  tokenEnv: string,
  stopped: () => boolean,
) => {
  let sent = 0;
  const names = checkNamesOf(PATHS_PHASE);
  for (const { op, path } of ops) {
    const params = op.params.filter((param) => param.in === 'path');
    if (!params.length || stopped()) continue;
    const calls: CaseCall[] = [];
    for (const param of params)
      for (const value of PATH_VALUES) {
        const spec = {
          label: `path {${param.name}} ${value.label}`,
          method: op.method,
          target: targetWith(op, path, param.name, value.raw),
          withToken: !op.isPublic,
          unknown: false,
        };
        calls.push(await sendPathCase(ctx, spec, tokenEnv));
      }
    sent += calls.length;
    ctx.results.push(mergedResult(op, PATHS_PHASE, op.method, names, calls));
  }
  const anyOp = ops[0]?.op;
  if (!anyOp || stopped()) return sent;
  const calls: CaseCall[] = [];
  for (const target of UNKNOWN_PATHS)
    calls.push(
      await sendPathCase(
        ctx,
        { label: `GET ${target}`, method: 'GET', target, withToken: true, unknown: true },
        tokenEnv,
      ),
    );
  const unknown: ContractOp = { ...anyOp, operationId: '(no operation)', tag: 'unknown paths', path: '*' };
  ctx.results.push(mergedResult(unknown, PATHS_PHASE, 'GET', names, calls));
  return sent + calls.length;
};
