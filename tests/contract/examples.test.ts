/**
 * Every example in the contract must pass the generated (strict) zod schema of its operation, so the
 * examples stay a reliable description of the API and can seed the mock backend.
 */
import { isValidBIC, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { findOperation, operations, type OperationEntry } from '@generated/operations';
import {
  contract,
  contractOperations,
  label,
  mediaExamples,
  resolve,
  type ContractOperation,
  type Json,
} from './contract';

const entryOf = ({ op }: ContractOperation): OperationEntry | undefined =>
  operations.find((entry) => entry.operationId === op.operationId);

const issues = (schema: ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
};

/** The error body shape, read from the contract's Problem schema (no zod is generated for error responses). */
const problem = contract.components.schemas.Problem ?? {};
const problemIssues = (value: Json): string[] => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['(root): not an object'];
  const known = Object.keys(problem.properties ?? {});
  return [
    ...(problem.required ?? [])
      .filter((key) => typeof value[key] !== 'string')
      .map((key) => `${key}: required string`),
    ...Object.keys(value)
      .filter((key) => !known.includes(key))
      .map((key) => `${key}: not in Problem`),
  ];
};

describe('contract examples', () => {
  it('every request body example passes the operation body schema', () => {
    const failures: string[] = [];
    for (const entry of contractOperations) {
      const media = entry.op.requestBody?.content?.['application/json'];
      if (!media) continue;
      const body = entryOf(entry)?.body;
      for (const { label: name, value } of mediaExamples(media)) {
        if (!body) failures.push(`${label(entry)} ${name}: no generated body schema`);
        else
          for (const issue of issues(body, value)) failures.push(`${label(entry)} body ${name} -> ${issue}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every success response example passes the operation response schema', () => {
    const failures: string[] = [];
    for (const entry of contractOperations) {
      const response = entryOf(entry)?.response;
      for (const [status, raw] of Object.entries(entry.op.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue;
        const media = resolve(raw).content?.['application/json'];
        if (!media) continue;
        for (const { label: name, value } of mediaExamples(media)) {
          if (!response) failures.push(`${label(entry)} ${status} ${name}: no generated response schema`);
          else
            for (const issue of issues(response, value))
              failures.push(`${label(entry)} ${status} ${name} -> ${issue}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every error response example is a Problem', () => {
    const failures: string[] = [];
    for (const entry of contractOperations) {
      for (const [status, raw] of Object.entries(entry.op.responses ?? {})) {
        if (!/^[45]\d\d$/.test(status)) continue;
        const media = resolve(raw).content?.['application/json'];
        for (const { label: name, value } of media ? mediaExamples(media) : []) {
          for (const issue of problemIssues(value))
            failures.push(`${label(entry)} ${status} ${name} -> ${issue}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('query parameter examples pass the operation query schema', () => {
    const failures: string[] = [];
    for (const entry of contractOperations) {
      const query = entry.parameters.filter((p) => p.in === 'query' && p.example !== undefined);
      if (!query.length) continue;
      const schema = entryOf(entry)?.query;
      const value = Object.fromEntries(query.map((p) => [p.name, p.example]));
      if (!schema) failures.push(`${label(entry)}: no generated query schema`);
      else for (const issue of issues(schema, value)) failures.push(`${label(entry)} query -> ${issue}`);
    }
    expect(failures).toEqual([]);
  });

  it('every operation has at least one example', () => {
    const missing = contractOperations.filter(({ op, parameters }) => {
      const media = [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses ?? {}).flatMap((r) => Object.values(resolve(r).content ?? {})),
      ];
      const headers = Object.values(op.responses ?? {}).flatMap((r) =>
        Object.values(resolve(r).headers ?? {}),
      );
      return (
        !media.some((m) => mediaExamples(m).length > 0) &&
        !parameters.some((p) => p.example !== undefined) &&
        !headers.some((h) => h.example !== undefined)
      );
    });
    expect(missing.map(label)).toEqual([]);
  });

  it('uses IBANs with correct check digits and valid BICs in examples', () => {
    const failures: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${where}[${i}]`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'iban' && typeof value === 'string' && !isValidIBAN(value))
            failures.push(`${where}.iban ${value}`);
          if (key === 'bic' && typeof value === 'string' && !isValidBIC(value))
            failures.push(`${where}.bic ${value}`);
          walk(value, `${where}.${key}`);
        }
      }
    };
    walk(contract, '#');
    expect(failures).toEqual([]);
  });

  it('finds operations by method and path, literal paths first', () => {
    expect(findOperation('GET', '/debitors/search')?.operationId).toBe('searchDebitors');
    expect(findOperation('GET', '/debitors/123')?.operationId).toBe('getDebitor');
    expect(findOperation('GET', '/checkouts/search')?.operationId).toBe('getCheckoutByPaymentId');
    expect(findOperation('GET', '/bankaccounts/default')?.operationId).toBe('getDefaultBankAccount');
  });
});
