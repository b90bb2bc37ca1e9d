import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@generated/operations';
import { contract, contractOperations, isProtected, label, resolve, root } from './contract';

const declaredTags = new Set((contract.tags ?? []).map((tag) => tag.name));
const readme = readFileSync(join(root, 'openapi/README.md'), 'utf8');

describe('contract inventory', () => {
  it('lists every operation in the generated operation index', () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(
      contractOperations.map(({ op }) => op.operationId ?? '').sort(),
    );
  });

  it('gives every operation a unique operationId, a declared tag and a summary', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const entry of contractOperations) {
      const { op } = entry;
      if (!op.operationId) problems.push(`${label(entry)}: no operationId`);
      else if (seen.has(op.operationId)) problems.push(`${label(entry)}: duplicate operationId`);
      else seen.add(op.operationId);
      if (!op.tags?.length) problems.push(`${label(entry)}: no tag`);
      for (const tag of op.tags ?? [])
        if (!declaredTags.has(tag)) problems.push(`${label(entry)}: tag ${tag} not declared`);
      if (!op.summary) problems.push(`${label(entry)}: no summary`);
    }
    expect(problems).toEqual([]);
  });

  it('documents a success and an error response for every operation, and 401 for every protected one', () => {
    const problems: string[] = [];
    for (const entry of contractOperations) {
      const statuses = Object.keys(entry.op.responses ?? {});
      if (!statuses.some((s) => /^2\d\d$/.test(s))) problems.push(`${label(entry)}: no 2xx response`);
      if (!statuses.some((s) => /^[45]\d\d$/.test(s))) problems.push(`${label(entry)}: no 4xx/5xx response`);
      if (isProtected(entry.op) && !statuses.includes('401'))
        problems.push(`${label(entry)}: protected but no 401`);
      for (const status of statuses.filter((s) => /^[45]\d\d$/.test(s))) {
        const response = resolve(entry.op.responses?.[status] ?? {});
        const schema = response.content?.['application/json']?.schema?.$ref;
        if (schema !== '#/components/schemas/Problem')
          problems.push(`${label(entry)}: ${status} does not use Problem`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('marks inferred operations in their description and lists them in openapi/README.md', () => {
    const problems: string[] = [];
    for (const entry of contractOperations.filter(({ op }) => op['x-inferred'])) {
      const { op, method, path } = entry;
      if (!/not confirmed/i.test(op.description ?? ''))
        problems.push(`${label(entry)}: description does not say the path is not confirmed`);
      const row = readme.split('\n').find((line) => line.includes(`\`${op.operationId}\``));
      if (!row?.includes(method) || !row.includes(`\`${path}\``))
        problems.push(`${label(entry)}: missing from the README table`);
    }
    expect(problems).toEqual([]);
  });
});
