/**
 * Main-thread tasks from a Chromium trace ('toplevel' and 'blink.user_timing' categories): the
 * page's user-timing marks tell which process and thread is the page's main thread and where a
 * measured window starts and ends.
 */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
};

const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const markOf = (events: TraceEvent[], name: string): TraceEvent => {
  const mark = events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  if (!mark) throw new Error(`the trace has no user-timing mark '${name}'`);
  return mark;
};

/**
 * The longest task (ms) of the main thread that ran between the two marks, including a task that
 * started before the first or ended after the second.
 */
export const longestTaskBetween = (events: TraceEvent[], startMark: string, endMark: string): number => {
  const start = markOf(events, startMark);
  const end = markOf(events, endMark);
  let longest = 0;
  for (const event of events) {
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || event.dur === undefined) continue;
    if (event.pid !== start.pid || event.tid !== start.tid) continue;
    if (event.ts > end.ts || event.ts + event.dur < start.ts) continue;
    longest = Math.max(longest, event.dur);
  }
  return longest / 1000;
};
