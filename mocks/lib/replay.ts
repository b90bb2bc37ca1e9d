/**
 * Replays the journal of the large scenario (db/store.ts) through the handlers, each call at the
 * time it was first made: the clock reads that time while the call runs, so what it created
 * carries the same dates as before the reload. Nothing else runs meanwhile (the portal waits for
 * the mock backend to start, and calls wait for the database).
 */
import { getResponse, type RequestHandler } from 'msw';
import type { JournalEntry } from '../db/store';

const RealDate = Date;

/** A Date whose "now" is fixed (new Date() and Date.now() read it; other uses are unchanged). */
const frozenDate = (now: number, clock: DateConstructor = RealDate): DateConstructor => {
  class FrozenDate extends clock {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [number]));
    }

    static override now() {
      return now;
    }
  }
  return FrozenDate as DateConstructor;
};

const realRandom = Math.random;

/**
 * Runs a journaled call as its replay will run it: the clock reads the call's time throughout (a
 * handler that reads it a millisecond after the call began would date its record otherwise than
 * the replay does), and Math.random is drawn from a generator seeded by that time (a new
 * payment's verification id).
 */
export const asJournaled = async <R>(at: number, call: () => R | Promise<R>): Promise<R> => {
  let state = at >>> 0;
  const clock = globalThis.Date;
  globalThis.Date = frozenDate(at, clock);
  Math.random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  try {
    return await call();
  } finally {
    Math.random = realRandom;
    globalThis.Date = clock;
  }
};

export const replayJournal = async (handlers: RequestHandler[], journal: JournalEntry[]) => {
  for (const entry of journal) {
    globalThis.Date = frozenDate(entry.at);
    try {
      const request = new Request(entry.url, {
        method: entry.method,
        headers: entry.headers,
        body: entry.body,
      });
      await getResponse(handlers, request);
    } finally {
      globalThis.Date = RealDate;
    }
  }
};
