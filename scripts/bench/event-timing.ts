/**
 * Event Timing in the page, read as web-vitals reads it for INP: a PerformanceObserver of type
 * 'event' with the lowest threshold the browser takes (16 ms), every entry with an interactionId
 * kept, an interaction's figure the longest entry of its id.
 *
 * Entries reach the observer late: after the frame that follows the input is presented, and on a
 * busy page often a frame or more later still. So the walk notes when each of its steps began (in
 * the page's clock) and gives each interaction to the step whose time its input fell in, once the
 * walk is over and the page has been quiet long enough for the last entries to arrive. Each entry
 * also keeps when the observer got it (`seenAt`), which tells how late entries come.
 */
import type { Page } from 'playwright-core';

export type EventEntry = {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  /** When the observer received the entry (page clock). */
  seenAt: number;
};

export type Interaction = {
  step: string;
  event: string;
  ms: number;
  /** Input to its handlers starting (the page busy with something else). */
  inputDelayMs: number;
  /** The handlers themselves. */
  processingMs: number;
  /** How long after the frame the observer was told (entry's end to `seenAt`). */
  reportedAfterMs: number;
  /** Whether the walk before 5 December 2026 would have counted it (see OLD_READ_AFTER_MS). */
  seenByOldWalk: boolean;
};

declare global {
  interface Window {
    __eventTiming?: EventEntry[];
  }
}

/** An init script: installed before the page's own scripts. */
export const observeEventTiming = () => {
  const kept: EventEntry[] = [];
  window.__eventTiming = kept;
  const observer = new PerformanceObserver((list) => {
    const seenAt = performance.now();
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
      kept.push({ name, interactionId, startTime, duration, processingStart, processingEnd, seenAt });
    }
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Waits until no entry has arrived for `quietMs` (at most `maxMs`), then returns them all. */
export const collectEvents = (page: Page, quietMs = 1000, maxMs = 10_000) =>
  page.evaluate(
    ([quiet, max]) =>
      new Promise<EventEntry[]>((resolve) => {
        const started = performance.now();
        let count = -1;
        let changedAt = started;
        const check = () => {
          const entries = window.__eventTiming ?? [];
          const now = performance.now();
          if (entries.length !== count) [count, changedAt] = [entries.length, now];
          if (now - changedAt >= quiet || now - started >= max) resolve([...entries]);
          else setTimeout(check, 100);
        };
        check();
      }),
    [quietMs, maxMs] as const,
  );

export type StepMark = {
  name: string;
  /** Page clock when the step began, before the driver's first input. */
  at: number;
  /** How many interactions a person makes in it (keys, clicks). */
  expected: number;
  /** Page clock when the driver saw the step's outcome. */
  endAt?: number;
};

/**
 * The walk before 5 December 2026 read a step's entries two frames and 50 ms after its outcome
 * (about 83 ms) and never again: an entry the observer got later was lost.
 */
export const OLD_READ_AFTER_MS = 83;

/**
 * The interactions of each step: entries grouped by interactionId, each group's longest, given to
 * the step its input fell in. A step's interaction that no entry reports took under the threshold;
 * it counts as 16 ms (an upper bound) so that the p75 is over what a person did, not only over what
 * was slow.
 */
export const interactionsOfSteps = (steps: StepMark[], entries: EventEntry[], endAt: number) => {
  const longest = new Map<number, EventEntry>();
  for (const entry of entries) {
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  const all = [...longest.values()].sort((a, b) => a.startTime - b.startTime);
  return steps.flatMap((mark, index): Interaction[] => {
    const until = steps[index + 1]?.at ?? endAt;
    const found = all
      .filter((entry) => entry.startTime >= mark.at && entry.startTime < until)
      .map((entry) => ({
        step: mark.name,
        event: entry.name,
        ms: entry.duration,
        inputDelayMs: Math.round(entry.processingStart - entry.startTime),
        processingMs: Math.round(entry.processingEnd - entry.processingStart),
        reportedAfterMs: Math.round(entry.seenAt - (entry.startTime + entry.duration)),
        seenByOldWalk: entry.seenAt <= (mark.endAt ?? until) + OLD_READ_AFTER_MS,
      }));
    const under = Array.from({ length: Math.max(0, mark.expected - found.length) }, () => ({
      step: mark.name,
      event: '(< 16 ms)',
      ms: 16,
      inputDelayMs: 0,
      processingMs: 0,
      reportedAfterMs: 0,
      seenByOldWalk: false,
    }));
    return [...found, ...under];
  });
};
