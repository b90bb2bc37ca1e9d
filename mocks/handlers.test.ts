import { describe, expect, it } from 'vitest';
import { operations } from '../src-generated/operations';
import { routedOperations } from './lib/route';
import { handlers, standInHandlers } from './handlers';

describe('the mock backend', () => {
  it('has a handler for every operation of the contract, each once', () => {
    expect(handlers.length).toBe(routedOperations.size + standInHandlers.length);
    const missing = operations
      .map((operation) => operation.operationId)
      .filter((id) => !routedOperations.has(id));
    expect(missing).toEqual([]);
  });
});
