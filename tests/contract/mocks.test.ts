/**
 * Every generated MSW mock response must pass the strict generated zod schema of its operation. Where
 * orval's faker output cannot satisfy a schema rule (patterns, one-sided bounds), orval.config.ts
 * overrides the mock; the schema itself is never loosened.
 */
import { faker } from '@faker-js/faker/locale/de';
import { describe, expect, it } from 'vitest';
import { operations } from '@generated/operations';

const mockModules = import.meta.glob<Record<string, unknown>>('../../src-generated/api/*/*.msw.ts', {
  eager: true,
});
const mockFactories = new Map<string, () => unknown>();
for (const module of Object.values(mockModules)) {
  for (const [name, value] of Object.entries(module)) {
    if (/^get\w+ResponseMock$/.test(name) && typeof value === 'function')
      mockFactories.set(name, value as () => unknown);
  }
}

const SEEDS = 25;
const jsonOperations = operations.filter((op) => op.contentTypes.includes('application/json') && op.response);

describe('generated mocks', () => {
  it('has a response mock for every operation with a JSON response', () => {
    const missing = jsonOperations
      .map((op) => `get${op.operationId.charAt(0).toUpperCase()}${op.operationId.slice(1)}ResponseMock`)
      .filter((name) => !mockFactories.has(name));
    expect(missing).toEqual([]);
  });

  it.each(jsonOperations.map((op) => [op.operationId, op] as const))(
    '%s mock passes the strict response schema',
    (_, op) => {
      const factory = mockFactories.get(
        `get${op.operationId.charAt(0).toUpperCase()}${op.operationId.slice(1)}ResponseMock`,
      );
      if (!factory || !op.response) return;
      const failures: string[] = [];
      for (let seed = 0; seed < SEEDS; seed++) {
        faker.seed(seed);
        const result = op.response.safeParse(factory());
        if (!result.success) {
          for (const issue of result.error.issues)
            failures.push(`seed ${seed} ${issue.path.join('.') || '(root)'}: ${issue.message}`);
        }
      }
      expect(failures.slice(0, 10)).toEqual([]);
    },
  );
});
