/**
 * The stateful pass's checks of one read: is the record there with the values sent
 * (ensure_resource_availability), changed (changes_persisted) or gone (use_after_free); and the
 * runtime expressions of links.
 */
import type { CallOutcome } from './call.ts';
import { identityOf, type Step } from './chains.ts';
import { echoedFields, successSchema } from './echoes.ts';
import { expectOn } from './cassette.ts';
import { at, judged, unmet, type Expectation } from './expect.ts';
import type { CheckName, CheckResult } from './types.ts';

/** A step done: its outcome, the body it sent and, for a create, the record's identity. */
export interface Done {
  step: Step;
  outcome?: CallOutcome;
  body?: unknown;
  id?: string;
}

/** A runtime expression of a link against the step it starts from; other values are constants. */
export const evaluate = (expression: unknown, from: Done | undefined): unknown => {
  if (typeof expression !== 'string') return expression;
  const match = /^\$(response|request)\.body(?:#(.*))?$/.exec(expression);
  if (!match) return expression;
  const root = match[1] === 'response' ? from?.outcome?.json : from?.body;
  return match[2] ? at(root, match[2]) : root;
};

/**
 * What a step after a create expects of its answer: the record there (with the values sent),
 * changed, or gone; undefined where a soft delete keeps the record to update or delete.
 */
const expectationOf = (
  doc: Record<string, unknown>,
  step: Step,
  created: Done,
  sent: { body: unknown; by?: Step },
  softDelete?: string[],
): Expectation | undefined => {
  const expect = step.expect!;
  const check: CheckName =
    expect === 'gone'
      ? 'use_after_free'
      : expect === 'changed'
        ? 'changes_persisted'
        : 'ensure_resource_availability';
  const gone = 'for the deleted record';
  if (expect === 'gone' && (step.role === 'update' || step.role === 'delete')) {
    if (softDelete) return undefined;
    // After a delete: the record's update answers 404, its delete 404 or a success it declares.
    const again =
      step.role === 'delete' ? Object.keys(step.op.responses).filter((s) => /^2\d\d$/.test(s)) : [];
    return { check, status: [404, ...again.map(Number)], about: gone };
  }
  if (step.role === 'read' && expect === 'gone')
    return softDelete
      ? { check, status: ['2xx'], about: '(the record stays, emptied)', absent: softDelete }
      : { check, status: [404], about: gone };
  const field = identityOf(created.step.op) ?? 'id';
  const item = { field, value: created.id ?? '', listed: expect !== 'gone' };
  if (expect === 'gone') return { check, ...(softDelete ? {} : { item }) };
  const pointers = new Set([
    ...(step.link?.echoes ?? []),
    ...Object.keys(step.link?.change ?? {}).map((k) => `/${k}`),
  ]);
  // A read holds every field sent that its schema has too (same name, type and format).
  if (step.role === 'read')
    for (const { pointer } of echoedFields(
      doc,
      sent.by?.op.requestBody?.schema,
      successSchema(step.op),
      sent.body,
      step.link?.notEchoed,
    ))
      pointers.add(pointer);
  const fields = Object.fromEntries(
    [...pointers]
      .map((pointer) => [pointer, at(sent.body, pointer)])
      .filter(([, value]) => value !== undefined),
  );
  return step.role === 'read'
    ? { check, status: ['2xx'], about: 'for the record', fields }
    : { check, item, fields };
};

/**
 * The stateful check of a step after a create: is the record there (with the values sent),
 * changed, or gone. A failure notes its expectation on the request for the cassette.
 */
export const recordCheck = (
  doc: Record<string, unknown>,
  step: Step,
  created: Done,
  sent: { body: unknown; by?: Step },
  outcome: CallOutcome,
  softDelete?: string[],
): CheckResult => {
  const expectation = expectationOf(doc, step, created, sent, softDelete);
  if (!expectation)
    return {
      name: 'use_after_free',
      verdict: 'skip',
      message: 'a soft delete keeps the record',
      violations: [],
    };
  const result = judged(expectation.check, unmet(expectation, outcome.result.status, outcome.json));
  if (result.verdict === 'fail') expectOn(outcome.answer, expectation);
  return result;
};
