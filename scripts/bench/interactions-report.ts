/** The figures of the interactions walk (interactions.ts), in the shape of the goals' table. */
import type { Interaction } from './event-timing.ts';
import { table } from './report.ts';
import { BUILD_TITLES, type BuildName } from './walk-targets.ts';

export const INTERACTION_CPU_RATE = 4;
export const INTERACTION_GOALS = {
  p75Ms: 100,
  maxMs: 200,
  visitedListClickMs: 100,
  rowMenuMs: 100,
  paletteKeyMs: 100,
  backToRowsMs: 100,
  navigationToRowsMs: 150,
};

export type RowsTiming = { outsideMs: number; inPageMs: number };
export type WalkRun = {
  interactions: Interaction[];
  rows: { firstVisit?: RowsTiming; back?: RowsTiming; navigation?: RowsTiming };
};

export const p75 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
};

const slowestOf = (run: WalkRun, step: string) =>
  Math.max(0, ...run.interactions.filter((entry) => entry.step === step).map((entry) => entry.ms));

/** Per run: the figures of the goals' table. */
export const walkFigures = (run: WalkRun) => ({
  count: run.interactions.length,
  /** What the walk before 5 December 2026 would have reported: the entries it read in time. */
  oldSeen: run.interactions.filter((entry) => entry.seenByOldWalk).length,
  oldP75Ms: p75(run.interactions.filter((entry) => entry.seenByOldWalk).map((entry) => entry.ms)),
  p75Ms: p75(run.interactions.map((entry) => entry.ms)),
  maxMs: Math.max(0, ...run.interactions.map((entry) => entry.ms)),
  visitedListClickMs: slowestOf(run, 'navigation to a visited list'),
  rowMenuMs: slowestOf(run, 'open a row menu'),
  paletteKeyMs: slowestOf(run, 'type in the palette'),
  backToRows: run.rows.back,
  navigationToRows: run.rows.navigation,
});

const ms = (value: number) => `${Math.round(value)}`;
const rowsCell = (timings: Array<RowsTiming | undefined>) =>
  timings.map((t) => (t ? `${ms(t.outsideMs)} (page ${ms(t.inPageMs)})` : '–')).join(', ');

/** The goals' table, one column per build, each cell the runs' figures in ms. */
export const walkTable = (byBuild: Partial<Record<BuildName, WalkRun[]>>) => {
  const builds = Object.keys(byBuild) as BuildName[];
  const figures = builds.map((build) => (byBuild[build] ?? []).map(walkFigures));
  const cell = (pick: (f: ReturnType<typeof walkFigures>) => number) =>
    figures.map((runs) => runs.map((f) => ms(pick(f))).join(', '));
  const count = figures.flat()[0]?.count ?? 0;
  const g = INTERACTION_GOALS;
  return table(
    `Interactions, CPU ${INTERACTION_CPU_RATE}x, each run's figure in ms (rows on screen: as the driver saw them, and in the page)`,
    ['', ...builds.map((build) => BUILD_TITLES[build]), 'goal'],
    [
      [`p75 of ${count} interactions`, ...cell((f) => f.p75Ms), `<= ${g.p75Ms}`],
      ['slowest', ...cell((f) => f.maxMs), `<= ${g.maxMs}`],
      [
        'p75 as the walk before read it (entries it would have seen)',
        ...figures.map((runs) => runs.map((f) => `${ms(f.oldP75Ms)} (${f.oldSeen})`).join(', ')),
      ],
      [
        'click in the navigation to a visited list (INP)',
        ...cell((f) => f.visitedListClickMs),
        `<= ${g.visitedListClickMs}`,
      ],
      ['opening a row menu', ...cell((f) => f.rowMenuMs), `<= ${g.rowMenuMs}`],
      ['typing in the palette (slowest key)', ...cell((f) => f.paletteKeyMs), `<= ${g.paletteKeyMs}`],
      [
        'Back to a visited list, rows on screen',
        ...figures.map((runs) => rowsCell(runs.map((f) => f.backToRows))),
        `<= ${g.backToRowsMs}`,
      ],
      [
        'navigation to a visited list, rows on screen',
        ...figures.map((runs) => rowsCell(runs.map((f) => f.navigationToRows))),
        `<= ${g.navigationToRowsMs}`,
      ],
    ],
  );
};

/** Every interaction of every run: its duration, input delay, handlers and how late it was told. */
export const walkLines = (build: BuildName, runs: WalkRun[]) =>
  runs.flatMap((run, index) => [
    ...run.interactions.map(
      (entry) =>
        `${build} run ${index + 1}  ${entry.step.padEnd(30)} ${entry.event.padEnd(12)} ${String(entry.ms).padStart(4)} ms` +
        `  (input delay ${entry.inputDelayMs}, handlers ${entry.processingMs}, reported ${entry.reportedAfterMs} ms after the frame` +
        `${entry.seenByOldWalk ? '' : ', missed by the walk before'})`,
    ),
    `${build} run ${index + 1}  first visit of payments, rows on screen: ${rowsCell([run.rows.firstVisit])} ms`,
  ]);

/** Prints a build's lines (with `detail`) and its goals' table. */
export const printWalkTables = (build: BuildName, runs: WalkRun[], detail: boolean) => {
  if (detail) for (const line of walkLines(build, runs)) console.log(line);
  console.log(walkTable({ [build]: runs }));
};

/** The summary rows of `npm run bench`'s figures table, per build. */
export const interactionRows = (byBuild: Partial<Record<BuildName, WalkRun[]>>): string[][] =>
  (Object.keys(byBuild) as BuildName[]).flatMap((build) => {
    const runs = (byBuild[build] ?? []).map(walkFigures);
    const list = (pick: (f: ReturnType<typeof walkFigures>) => number) =>
      runs.map((f) => ms(pick(f))).join(', ');
    return [
      [
        `interactions p75, ${build} (CPU ${INTERACTION_CPU_RATE}x)`,
        `${list((f) => f.p75Ms)} ms`,
        `<= ${INTERACTION_GOALS.p75Ms} ms`,
      ],
      [`interactions slowest, ${build}`, `${list((f) => f.maxMs)} ms`, `<= ${INTERACTION_GOALS.maxMs} ms`],
      [
        `Back to a visited list, rows on screen, ${build}`,
        `${rowsCell(runs.map((f) => f.backToRows))} ms`,
        `<= ${INTERACTION_GOALS.backToRowsMs} ms`,
      ],
    ];
  });
