/**
 * The stateful pass's checks of one read: is the record there with the values sent
 * (ensure_resource_availability), changed (changes_persisted) or gone (use_after_free); and the
 * runtime expressions of links.
 */
import type { CallOutcome } from './call.ts';
import { identityOf, type Step } from './chains.ts';
import { echoedFields, successSchema } from './echoes.ts';
import { listItems } from './params.ts';
import type { CheckName, CheckResult, Violation } from './types.ts';

/** A step done: its outcome, the body it sent and, for a create, the record's identity. */
export interface Done {
  step: Step;
  outcome?: CallOutcome;
  body?: unknown;
  id?: string;
}

export const at = (value: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);

/** A runtime expression of a link against the step it starts from; other values are constants. */
export const evaluate = (expression: unknown, from: Done | undefined): unknown => {
  if (typeof expression !== 'string') return expression;
  const match = /^\$(response|request)\.body(?:#(.*))?$/.exec(expression);
  if (!match) return expression;
  const root = match[1] === 'response' ? from?.outcome?.json : from?.body;
  return match[2] ? at(root, match[2]) : root;
};

export const isSuccess = (status: number | undefined) =>
  status !== undefined && status >= 200 && status < 300;

const violation = (expected: string, got: string, where = 'record'): Violation => ({
  at: where,
  expected,
  got,
});

const show = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));

/** The stateful check of a read step: is the record there (with the values sent), changed, or gone. */
export const recordCheck = (
  doc: Record<string, unknown>,
  step: Step,
  created: Done,
  sent: { body: unknown; by?: Step },
  outcome: CallOutcome,
  softDelete?: string[],
): CheckResult => {
  const expect = step.expect!;
  const name: CheckName =
    expect === 'gone'
      ? 'use_after_free'
      : expect === 'changed'
        ? 'changes_persisted'
        : 'ensure_resource_availability';
  const status = outcome.result.status;
  const field = identityOf(created.step.op) ?? 'id';
  const violations: Violation[] = [];
  let record: unknown;
  if (expect === 'gone' && (step.role === 'update' || step.role === 'delete')) {
    // After a delete: the record's update answers 404, its delete 404 or a success it declares.
    const again = step.role === 'delete' && isSuccess(status) && String(status) in step.op.responses;
    if (softDelete)
      return { name, verdict: 'skip', message: 'a soft delete keeps the record', violations: [] };
    if (status !== 404 && !again)
      violations.push(
        violation(
          step.role === 'update'
            ? '404 for the deleted record'
            : '404 (or a declared 2xx) for the deleted record',
          String(status),
          'status',
        ),
      );
  } else if (step.role === 'read') {
    if (expect === 'gone' && softDelete) {
      if (!isSuccess(status))
        violations.push(violation('2xx (the record stays, emptied)', String(status), 'status'));
      for (const pointer of softDelete)
        if (isSuccess(status) && at(outcome.json, pointer) !== undefined)
          violations.push(violation('no value after the delete', show(at(outcome.json, pointer)), pointer));
    } else if (expect === 'gone') {
      if (status !== 404) violations.push(violation('404 for the deleted record', String(status), 'status'));
    } else if (!isSuccess(status)) violations.push(violation('2xx for the record', String(status), 'status'));
    else record = outcome.json;
  } else if (isSuccess(status)) {
    const items = listItems(outcome.json)?.items ?? [];
    record = items.find((item) => String((item as Record<string, unknown>)?.[field]) === created.id);
    if (expect === 'gone' && record !== undefined && !softDelete)
      violations.push(violation(`no item with ${field} ${created.id}`, 'still listed', 'list'));
    if (expect !== 'gone' && record === undefined)
      violations.push(
        violation(`an item with ${field} ${created.id}`, `not among ${items.length} items`, 'list'),
      );
  }
  if (record !== undefined && expect !== 'gone') {
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
    for (const pointer of pointers) {
      const wanted = at(sent.body, pointer);
      const got = at(record, pointer);
      if (wanted !== undefined && JSON.stringify(wanted) !== JSON.stringify(got))
        violations.push(violation(`${show(wanted)} as sent`, show(got), pointer));
    }
  }
  if (!violations.length) return { name, verdict: 'pass', violations: [] };
  return { name, verdict: 'fail', message: `${violations.length} violation(s)`, violations };
};
