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
const frozenDate = (now: number): DateConstructor => {
  class FrozenDate extends RealDate {
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
 * Runs a journaled call with Math.random drawn from a generator seeded by the call's time, so its
 * replay draws the same (a new payment's verification id).
 */
export const withSeededRandom = async <R>(at: number, call: () => R | Promise<R>): Promise<R> => {
  let state = at >>> 0;
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
