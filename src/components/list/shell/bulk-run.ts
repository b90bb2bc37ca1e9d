/**
 * A bulk action's run: which rows it takes and which it skips (by the row menus' own rules), then
 * the per-record calls a few at a time, each row's outcome kept, stoppable between calls.
 *
 * One run of an action at a time: the same action on the same list is not started twice, neither
 * by a second click in this tab (a guard in this module) nor from a second tab or window of the
 * portal (a Web Lock named after the list and the action, held for the whole run). A second start
 * is refused as 'busy' and sends nothing, so no payment gets a reminder twice in one run.
 */
import { isApiError } from '@/lib/errors';

/** A row's reason to be skipped: a key of the list's texts, or null when the action takes it. */
export type BulkRule<Row> = (row: Row) => string | null;

export type BulkPlan<Row> = {
  take: Row[];
  /** The skipped rows by reason, in the order the reasons first appear. */
  skipped: { reason: string; rows: Row[] }[];
};

/** The rows an action takes, and those it skips with why; each row once. */
export const planBulk = <Row extends { id: string }>(
  rows: readonly Row[],
  rule: BulkRule<Row>,
): BulkPlan<Row> => {
  const seen = new Set<string>();
  const take: Row[] = [];
  const skipped = new Map<string, Row[]>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const reason = rule(row);
    if (reason === null) take.push(row);
    else skipped.set(reason, [...(skipped.get(reason) ?? []), row]);
  }
  return { take, skipped: [...skipped].map(([reason, skippedRows]) => ({ reason, rows: skippedRows })) };
};

export type BulkFailure<Row> = { row: Row; error: unknown };

export type BulkOutcome<Row> =
  { step: 'busy' } | { step: 'finished'; done: Row[]; failed: BulkFailure<Row>[]; notRun: Row[] };

/**
 * How many calls are in flight at once: eight, as the payment import; a pool of six could at best
 * be six times as fast as one call after another, and the bulk goal is at least six (bench).
 */
export const BULK_CONCURRENCY = 8;

/** What a run needs of the browser's LockManager: a lock by name, only if it is free. */
export type BulkLocks = {
  request: (
    name: string,
    options: LockOptions,
    callback: (lock: Lock | null) => Promise<void>,
  ) => Promise<unknown>;
};

type RunOptions<Row> = {
  /** The run's name: the list and the action ('payments:sendReminder'). */
  name: string;
  rows: readonly Row[];
  call: (row: Row, signal: AbortSignal) => Promise<unknown>;
  signal: AbortSignal;
  concurrency?: number;
  onProgress?: (finished: number, total: number) => void;
  /** The browser's locks (navigator.locks); without them only this tab is guarded. */
  locks?: BulkLocks;
};

const busy: BulkOutcome<never> = { step: 'busy' };

/** The runs going on in this tab. */
const running = new Set<string>();

const callAll = async <Row>({
  rows,
  call,
  signal,
  concurrency = BULK_CONCURRENCY,
  onProgress,
}: RunOptions<Row>): Promise<BulkOutcome<Row>> => {
  const done: Row[] = [];
  const failed: BulkFailure<Row>[] = [];
  const notRun: Row[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      if (row === undefined) continue;
      if (signal.aborted) {
        notRun.push(row);
        continue;
      }
      try {
        await call(row, signal);
        done.push(row);
      } catch (error) {
        failed.push({ row, error });
      }
      onProgress?.(done.length + failed.length, rows.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, worker));
  return { step: 'finished', done, failed, notRun };
};

const defaultLocks = () => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

/** Runs the calls, unless the same run is going on in this tab or another ('busy'). */
export const runBulk = async <Row>(options: RunOptions<Row>): Promise<BulkOutcome<Row>> => {
  const { name, locks = defaultLocks() } = options;
  if (running.has(name)) return { step: 'busy' };
  running.add(name);
  try {
    if (!locks) return await callAll(options);
    let outcome: BulkOutcome<Row> = busy;
    await locks.request(`bulk:${name}`, { ifAvailable: true }, async (lock) => {
      if (lock) outcome = await callAll(options);
    });
    return outcome;
  } finally {
    running.delete(name);
  }
};

/** The server's message of a failed call, when it gave one. */
export const serverMessage = (error: unknown): string | undefined =>
  isApiError(error) ? error.serverMessage : undefined;
