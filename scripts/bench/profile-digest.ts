/**
 * A digest of one profiled row (profile-rows.ts): from the CPU profile, the time in React's
 * render, commit and passive effects, the components and functions that took most, and from the
 * trace the main thread's style, layout, paint and garbage collection between the two marks.
 */
import type { TraceEvent } from './trace-tasks.ts';

export type Profile = {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
};

export type Digest = {
  row: string;
  outsideMs: number;
  commits: number;
  /** ms per bucket of the JS profile: render, commit, passive effects, other JS, GC, program. */
  buckets: Record<string, number>;
  /** Components (capitalised functions) by time in their own bodies and what they call, ms. */
  components: Array<[string, number]>;
  /** Functions by self time, ms. */
  selfTop: Array<[string, number]>;
  /** Main thread between the marks: ms and count per kind of work. */
  frame: Record<string, { ms: number; count: number }>;
  longestTaskMs: number;
};

const BUCKETS: Array<[string, RegExp]> = [
  [
    'React commit',
    /^(commitRoot|commitRootImpl|flushMutationEffects|flushLayoutEffects|commitMutationEffects|commitLayoutEffects)$/,
  ],
  [
    'React passive effects',
    /^(flushPassiveEffects|flushPassiveEffectsImpl|commitPassiveMountEffects|commitPassiveUnmountEffects)$/,
  ],
  [
    'React render',
    /^(renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent\w*|performUnitOfWork)$/,
  ],
];
const FRAME_WORK = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'MinorGC',
  'MajorGC',
];
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const fileOf = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '') ?? '';
const top = (map: Map<string, number>, n: number): Array<[string, number]> =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => [k, Math.round(v * 10) / 10]);

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

export const digest = (
  row: string,
  outsideMs: number,
  commits: number,
  profile: Profile,
  events: TraceEvent[],
): Digest => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const buckets = new Map<string, number>();
  const components = new Map<string, number>();
  const self = new Map<string, number>();
  profile.samples.forEach((leaf, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0) / 1000;
    const leafNode = byId.get(leaf);
    const leafName = leafNode?.callFrame.functionName || '(anonymous)';
    add(self, `${leafName} ${fileOf(leafNode?.callFrame.url ?? '')}`.trim(), ms);
    if (leafName === '(idle)') return add(buckets, 'idle', ms);
    if (leafName === '(garbage collector)' || leafName === '(program)') return add(buckets, leafName, ms);
    const seen = new Set<string>();
    let bucket = 'other JS';
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)?.callFrame.functionName ?? '';
      const match = BUCKETS.find(([, pattern]) => pattern.test(name));
      if (match && bucket === 'other JS') bucket = match[0];
      if (/^[A-Z][A-Za-z0-9]*$/.test(name) && !seen.has(name)) {
        seen.add(name);
        add(components, name, ms);
      }
    }
    add(buckets, bucket, ms);
  });
  const start = events.find((e) => e.name === 'profile-start');
  const end = events.find((e) => e.name === 'profile-end');
  const frame: Digest['frame'] = {};
  let longestTaskMs = 0;
  for (const event of events) {
    if (!start || !end || event.pid !== start.pid || event.tid !== start.tid || event.ph !== 'X') continue;
    if (event.ts < start.ts || event.ts > end.ts) continue;
    const ms = (event.dur ?? 0) / 1000;
    if (TASKS.has(event.name)) longestTaskMs = Math.max(longestTaskMs, ms);
    if (!FRAME_WORK.includes(event.name)) continue;
    const known = (frame[event.name] ??= { ms: 0, count: 0 });
    known.ms = Math.round((known.ms + ms) * 10) / 10;
    known.count += 1;
  }
  return {
    row,
    outsideMs: Math.round(outsideMs),
    commits,
    buckets: Object.fromEntries(top(buckets, 10)),
    components: top(components, 12),
    selfTop: top(self, 12),
    frame,
    longestTaskMs: Math.round(longestTaskMs),
  };
};

/** The digest as lines to print. */
export const digestLines = (d: Digest) => [
  `\n━━ ${d.row}: ${d.outsideMs} ms as the driver saw it, ${d.commits} React commit(s), longest task ${d.longestTaskMs} ms`,
  `  JS profile (ms): ${Object.entries(d.buckets)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
  `  main thread (ms, count): ${Object.entries(d.frame)
    .map(([k, v]) => `${k} ${v.ms} (${v.count})`)
    .join(', ')}`,
  `  components (incl. what they call, ms): ${d.components.map(([k, v]) => `${k} ${v}`).join(', ')}`,
  `  functions (self, ms): ${d.selfTop.map(([k, v]) => `${k} ${v}`).join(', ')}`,
];
