/**
 * Fault injection per operation: added latency, an error status with a message, a given answer
 * (any status with a JSON body of the tester's choosing, or with no body at all), a network
 * error, a malformed body, or a request that never answers. Set from the dev panel, from tests
 * (setFault) and, in the browser, through window.__mockBackend.
 */
import { HttpResponse, delay } from 'msw';
import { z } from 'zod';

/** Statuses whose answer cannot carry a body. */
const NULL_BODY_STATUSES = [204, 205, 304];

export const Fault = z
  .strictObject({
    /** Milliseconds added before the answer. */
    latencyMs: z.number().nonnegative().optional(),
    /** Answer with this status: with a Problem body (message), the given body or no body. */
    status: z.number().int().min(200).max(599).optional(),
    message: z.string().optional(),
    /** Answer `status` with exactly this JSON body: `{ status: 200, body: [] }`. */
    body: z.json().optional(),
    /** Answer `status` with no body at all: `{ status: 200, emptyBody: true }`. */
    emptyBody: z.literal(true).optional(),
    /** Fail as if the network were down. */
    networkError: z.boolean().optional(),
    /** Answer 200 with a body that is not valid JSON. */
    malformedBody: z.boolean().optional(),
    /** Never answer. */
    hang: z.boolean().optional(),
    /**
     * The server acts first, then the fault takes the place of its answer: a write that reached the
     * server whose answer was lost on the way back (a 502 from a proxy, a network error, a hang).
     */
    afterHandler: z.literal(true).optional(),
    /** Only for the next n calls; forever when absent. */
    times: z.number().int().positive().optional(),
  })
  .superRefine((fault, context) => {
    const answer = fault.body !== undefined || fault.emptyBody;
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (fault.body !== undefined && fault.emptyBody)
      issue('emptyBody', 'body and emptyBody exclude each other');
    if (answer && fault.status === undefined) issue('status', 'a body or emptyBody needs a status');
    if (answer && fault.message !== undefined)
      issue('message', 'message is the Problem body: not with body or emptyBody');
    if (fault.body !== undefined && NULL_BODY_STATUSES.includes(fault.status ?? 0))
      issue('body', `a ${fault.status} answer has no body: use emptyBody`);
  });
export type Fault = z.infer<typeof Fault>;

/** Stored faults: [operationId, fault] pairs. */
export const FaultEntries = z.array(z.tuple([z.string(), Fault]));

const faults = new Map<string, Fault>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Sets an operation's fault; throws on a fault that is not one (the schema's message says why). */
export const setFault = (operationId: string, fault: Fault) => {
  faults.set(operationId, Fault.parse(fault));
  changed();
};
export const clearFault = (operationId: string) => {
  faults.delete(operationId);
  changed();
};
export const clearFaults = () => {
  faults.clear();
  changed();
};
export const listFaults = (): [string, Fault][] => [...faults.entries()];

/** The browser keeps the faults for the tab's session, so they survive a reload. */
export const onFaultsChange = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const restoreFaults = (entries: [string, Fault][]) => {
  faults.clear();
  for (const [operationId, fault] of entries) faults.set(operationId, fault);
};

/** Takes the fault set for an operation for one call (counting `times` down), if any. */
export const takeFault = (operationId: string): Fault | undefined => {
  const fault = faults.get(operationId);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) faults.delete(operationId);
    else fault.times -= 1;
    changed();
  }
  return fault;
};

/** A fault's answer: a Response to answer with, or undefined to go on. */
export const applyFault = async (fault: Fault | undefined): Promise<Response | undefined> => {
  if (!fault) return undefined;
  if (fault.latencyMs) await delay(fault.latencyMs);
  if (fault.hang) {
    await delay('infinite');
  }
  if (fault.networkError) return HttpResponse.error();
  if (fault.malformedBody) {
    return new HttpResponse('{"broken": ', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (fault.status && fault.emptyBody) return new HttpResponse(null, { status: fault.status });
  if (fault.status && fault.body !== undefined)
    return HttpResponse.json(fault.body, { status: fault.status });
  if (fault.status) {
    return HttpResponse.json({ message: fault.message ?? 'Injected fault' }, { status: fault.status });
  }
  return undefined;
};

/**
 * The dev panel's given answer: a status and a JSON body as typed; an empty body text means no
 * body at all. A message says what is wrong with the input instead.
 */
export const answerFault = (status: string, body: string): { fault: Fault } | { error: string } => {
  let parsedBody: unknown;
  if (body.trim()) {
    try {
      parsedBody = JSON.parse(body);
    } catch {
      return { error: 'The body is not valid JSON (leave it empty for no body).' };
    }
  }
  const fault = Fault.safeParse({
    status: Number(status),
    ...(parsedBody === undefined ? { emptyBody: true } : { body: parsedBody }),
  });
  if (fault.success) return { fault: fault.data };
  return { error: fault.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
};
