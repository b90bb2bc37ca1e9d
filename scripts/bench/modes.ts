/**
 * The bench's steps that run alone, without its builds of the whole bench (they use the builds
 * that are there: `npm run build` and `npm run build:mock` first):
 * - `npm run bench -- contract-proxy`: the validation proxy's added latency (about 10 s);
 * - `npm run bench -- walk [runs]`: the interactions walk in both builds, CPU 4x (two runs each);
 * - `npm run bench -- all-day [cycles]`: one tab all day (200 cycles), memory and cycle time;
 * - `npm run bench -- profile [runs]`: where the slow rows' time goes (builds an unminified copy).
 * Returns false when no such step was asked for.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_DAY_GOALS, measureAllDay } from './all-day.ts';
import { measureProxyLatency, proxyLatencyRows } from './contract-proxy.ts';
import { measureWalk } from './interactions.ts';
import { printWalkTables, walkTable, type WalkRun } from './interactions-report.ts';
import { launchChromium } from './page-load.ts';
import { digestLines } from './profile-digest.ts';
import { profileSlowRows } from './profile-rows.ts';
import { table } from './report.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}x`;

const save = (projectRoot: string, name: string, data: unknown) => {
  mkdirSync(resolve(projectRoot, '.bench'), { recursive: true });
  writeFileSync(resolve(projectRoot, `.bench/${name}.json`), JSON.stringify(data, null, 2) + '\n');
};

const withBrowser = async <T>(run: (browser: Awaited<ReturnType<typeof launchChromium>>) => Promise<T>) => {
  const browser = await launchChromium();
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
};

export const runMode = async (projectRoot: string, argv: string[]): Promise<boolean> => {
  const [mode, countArg] = argv;
  const count = countArg ? Number(countArg) : undefined;
  const started = performance.now();
  const took = () => console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (mode === 'contract-proxy') {
    console.log(
      table(
        'Validation proxy',
        ['Figure', 'Value', 'Goal'],
        proxyLatencyRows(await measureProxyLatency(projectRoot)),
      ),
    );
  } else if (mode === 'walk') {
    const byBuild = await withBrowser(async (browser) => {
      const production: WalkRun[] = await measureWalk(browser, projectRoot, 'production', count ?? 2);
      printWalkTables('production', production, true);
      const mock = await measureWalk(browser, projectRoot, 'mock', count ?? 2);
      printWalkTables('mock', mock, true);
      return { production, mock };
    });
    console.log(walkTable(byBuild));
    save(projectRoot, 'walk', byBuild);
  } else if (mode === 'all-day') {
    const day = await withBrowser((browser) => measureAllDay(browser, projectRoot, count ?? 200));
    save(projectRoot, 'all-day', day);
    const { warmUp: w, end: e } = day;
    console.log(
      table(
        `All day in one tab: ${day.cycles} cycles after a warm-up of 10, after a forced GC`,
        ['', 'warm-up', 'end', 'end : warm-up', 'goal'],
        [
          [
            'JS heap',
            mb(w.heapBytes),
            mb(e.heapBytes),
            ratio(w.heapBytes, e.heapBytes),
            `<= ${ALL_DAY_GOALS.heapRatio}x`,
          ],
          [
            'DOM nodes',
            `${w.nodes}`,
            `${e.nodes}`,
            ratio(w.nodes, e.nodes),
            `<= ${ALL_DAY_GOALS.nodesRatio}x`,
          ],
          ['event listeners', `${w.listeners}`, `${e.listeners}`, ratio(w.listeners, e.listeners)],
          ['documents', `${w.documents}`, `${e.documents}`, ratio(w.documents, e.documents)],
          [
            'cycle (median of the first / last 10)',
            `${day.firstCyclesMs} ms`,
            `${day.lastCyclesMs} ms`,
            ratio(day.firstCyclesMs, day.lastCyclesMs),
            '<= 1x',
          ],
          ...day.steps.map((s) => [
            `  ${s.step}`,
            `${s.firstMs} ms`,
            `${s.lastMs} ms`,
            ratio(s.firstMs, s.lastMs),
          ]),
        ],
      ),
    );
    console.log(
      table(
        'Constructors that grew, warm-up → end (heap snapshots)',
        ['constructor', 'warm-up', 'end', 'bytes added'],
        day.growth.map((g) => [g.name, `${g.before}`, `${g.after}`, `${g.bytes}`]),
      ),
    );
    console.log('\nmemlab (.bench/all-day/memlab.txt), without its progress lines:');
    // eslint-disable-next-line no-control-regex -- memlab's progress lines end in terminal codes
    const lines = day.memlab.split('\n').filter((line) => !/\u001b\[/.test(line));
    console.log(lines.slice(0, 150).join('\n'));
  } else if (mode === 'profile') {
    const digests = await withBrowser((browser) => profileSlowRows(browser, projectRoot, count ?? 1));
    for (const d of digests) for (const line of digestLines(d)) console.log(line);
    save(projectRoot, 'profile', digests);
  } else return false;
  took();
  return true;
};
