/**
 * Fault injection per operation: added latency, an error status with a message, a network error,
 * a malformed body, or a request that never answers. Set from the dev panel, from tests
 * (setFault) and, in the browser, through window.__mockBackend.
 */
import { HttpResponse, delay } from 'msw';
import { z } from 'zod';

export const Fault = z.object({
  /** Milliseconds added before the answer. */
  latencyMs: z.number().nonnegative().optional(),
  /** Answer with this status and a Problem body instead. */
  status: z.number().int().min(100).max(599).optional(),
  message: z.string().optional(),
  /** Fail as if the network were down. */
  networkError: z.boolean().optional(),
  /** Answer 200 with a body that is not valid JSON. */
  malformedBody: z.boolean().optional(),
  /** Never answer. */
  hang: z.boolean().optional(),
  /** Only for the next n calls; forever when absent. */
  times: z.number().int().positive().optional(),
});
export type Fault = z.infer<typeof Fault>;

/** Stored faults: [operationId, fault] pairs. */
export const FaultEntries = z.array(z.tuple([z.string(), Fault]));

const faults = new Map<string, Fault>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const setFault = (operationId: string, fault: Fault) => {
  faults.set(operationId, { ...fault });
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

/** Applies the fault set for an operation: a Response to answer with, or undefined to go on. */
export const applyFault = async (operationId: string): Promise<Response | undefined> => {
  const fault = faults.get(operationId);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) faults.delete(operationId);
    else fault.times -= 1;
    changed();
  }
  if (fault.latencyMs) await delay(fault.latencyMs);
  if (fault.hang) {
    await delay('infinite');
  }
  if (fault.networkError) return HttpResponse.error();
  if (fault.malformedBody) {
    return new HttpResponse('{"broken": ', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }
  if (fault.status) {
    return HttpResponse.json({ message: fault.message ?? 'Injected fault' }, { status: fault.status });
  }
  return undefined;
};
