/**
 * Fault injection per operation: added latency, an error status with a message, a network error,
 * a malformed body, or a request that never answers. Set from the dev panel, from tests
 * (setFault) and, in the browser, through window.__mockBackend.
 */
import { HttpResponse, delay } from 'msw';

export type Fault = {
  /** Milliseconds added before the answer. */
  latencyMs?: number;
  /** Answer with this status and a Problem body instead. */
  status?: number;
  message?: string;
  /** Fail as if the network were down. */
  networkError?: boolean;
  /** Answer 200 with a body that is not valid JSON. */
  malformedBody?: boolean;
  /** Never answer. */
  hang?: boolean;
  /** Only for the next n calls; forever when absent. */
  times?: number;
};

const faults = new Map<string, Fault>();

export const setFault = (operationId: string, fault: Fault) => faults.set(operationId, { ...fault });
export const clearFault = (operationId: string) => faults.delete(operationId);
export const clearFaults = () => faults.clear();
export const listFaults = (): [string, Fault][] => [...faults.entries()];

/** Applies the fault set for an operation: a Response to answer with, or undefined to go on. */
export const applyFault = async (operationId: string): Promise<Response | undefined> => {
  const fault = faults.get(operationId);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) faults.delete(operationId);
    else fault.times -= 1;
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
