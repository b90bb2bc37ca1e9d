/**
 * A page's memory through the DevTools protocol: after a forced garbage collection
 * (HeapProfiler.collectGarbage), its JS heap (Runtime.getHeapUsage) and DOM counters
 * (Memory.getDOMCounters: documents, nodes, event listeners); heap snapshots written to files
 * (HeapProfiler.takeHeapSnapshot); and, from two snapshots, the constructors whose objects grew.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

export type Counters = { heapBytes: number; nodes: number; listeners: number; documents: number };

/** Collects garbage twice (what the first frees can free more) and reads the counters. */
export const countAfterGc = async (cdp: CDPSession): Promise<Counters> => {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    heapBytes: heap.usedSize,
    nodes: dom.nodes,
    listeners: dom.jsEventListeners,
    documents: dom.documents,
  };
};

/** Writes a heap snapshot of the page (taken after a garbage collection) to `file`. */
export const takeHeapSnapshot = async (cdp: CDPSession, file: string) => {
  const out = createWriteStream(file);
  const onChunk = ({ chunk }: { chunk: string }) => out.write(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await new Promise<void>((done, fail) => out.end((error?: Error | null) => (error ? fail(error) : done())));
};

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/** Objects per constructor (and detached DOM per tag) in a snapshot: count and self size. */
const constructors = (file: string) => {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const counts = new Map<string, { count: number; bytes: number }>();
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const type = types[heap.nodes[i + (typeAt ?? 0)] ?? 0];
    if (type !== 'object' && type !== 'closure' && type !== 'native') continue;
    const name = `${type === 'closure' ? 'closure ' : ''}${heap.strings[heap.nodes[i + (nameAt ?? 1)] ?? 0]}`;
    const known = counts.get(name) ?? { count: 0, bytes: 0 };
    known.count += 1;
    known.bytes += heap.nodes[i + (sizeAt ?? 3)] ?? 0;
    counts.set(name, known);
  }
  return counts;
};

export type Growth = { name: string; before: number; after: number; bytes: number };

/** The constructors whose count grew most from `before` to `after` (two snapshot files). */
export const constructorGrowth = (before: string, after: string, top = 15): Growth[] => {
  const a = constructors(before);
  const b = constructors(after);
  return [...b.entries()]
    .map(([name, { count, bytes }]) => ({
      name: name.slice(0, 80),
      before: a.get(name)?.count ?? 0,
      after: count,
      bytes: bytes - (a.get(name)?.bytes ?? 0),
    }))
    .filter((g) => g.after > g.before)
    .sort((x, y) => y.after - y.before - (x.after - x.before))
    .slice(0, top);
};
