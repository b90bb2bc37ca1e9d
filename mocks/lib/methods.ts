/**
 * Which HTTP methods a path of the contract allows, for the mock server: a method the contract
 * does not declare on a known path (TRACE, or DELETE on a list) is answered 405 with an `Allow`
 * header, as a Spring backend answers it; an unknown path stays a 404.
 */
import { operations } from '../../src-generated/operations';

/** The methods of every operation whose path template matches the path (without query). */
export const allowedMethods = (path: string): string[] => {
  const declared = new Set<string>(operations.filter((op) => op.pattern.test(path)).map((op) => op.method));
  if (declared.size === 0) return [];
  // HEAD comes with GET, OPTIONS (CORS preflight) with every path, as HTTP servers answer them.
  if (declared.has('GET')) declared.add('HEAD');
  declared.add('OPTIONS');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  return order.filter((method) => declared.has(method));
};

const problem = (status: number, body: Record<string, string>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });

export const noSuchCall = (method: string, target: string) =>
  problem(404, { message: `No such call: ${method} ${target}`, status: 'NOT_FOUND' });

/**
 * The answer for a method the path does not allow: 405 with `Allow` on a known path, 404 on an
 * unknown one when the method is not one a handler could take. Undefined when the call may go on.
 */
export const refuseMethod = (method: string, target: string): Response | undefined => {
  const path = target.split('?')[0] ?? '/';
  const allowed = allowedMethods(path);
  if (allowed.length === 0) {
    return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)
      ? undefined
      : noSuchCall(method, target);
  }
  if (allowed.includes(method)) return undefined;
  return problem(
    405,
    { message: `Method ${method} is not allowed on ${path}`, status: 'METHOD_NOT_ALLOWED' },
    { Allow: allowed.join(', ') },
  );
};
