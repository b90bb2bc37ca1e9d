/**
 * Checks a response body against the contract's generated zod schema of its operation. Loaded
 * only in development, tests and mock builds (see api-client.ts), so production carries no
 * schemas. A mismatch names the operation and the field.
 */
import { findOperation } from '@generated/operations';
import { ContractDriftError } from './errors';

export const checkResponse = (method: string, path: string, status: number, body: unknown): void => {
  const operation = findOperation(method, path);
  if (!operation) {
    throw new ContractDriftError(`${method} ${path}`, status, [
      { path: '', message: 'this call is not in the contract' },
    ]);
  }
  if (!operation.successStatuses.includes(status)) {
    throw new ContractDriftError(operation.operationId, status, [
      {
        path: '',
        message: `status ${status} is not declared (expected ${operation.successStatuses.join(', ')})`,
      },
    ]);
  }
  if (!operation.response || body instanceof Blob || body === undefined) return;
  const result = operation.response.safeParse(body);
  if (!result.success) {
    throw new ContractDriftError(
      operation.operationId,
      status,
      result.error.issues.map((issue) => ({
        path: '/' + issue.path.map(String).join('/'),
        message: issue.message,
      })),
    );
  }
};
