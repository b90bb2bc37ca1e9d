/** The figures of the interactions walk (interactions.ts): its lines, the p75 and the slowest. */
export const INTERACTION_CPU_RATE = 4;
export const INTERACTION_GOALS = { p75Ms: 100, maxMs: 200, backToListMs: 100 };

export type Interaction = { step: string; event: string; ms: number };
export type InteractionRun = { interactions: Interaction[]; backMs: number; backByNavigationMs: number };

export const p75 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
};

/** The figures of the walks, one line per interaction, and the summary against the goals. */
export const interactionReport = (runs: InteractionRun[]) => {
  const all = runs.flatMap((run) => run.interactions.map((entry) => entry.ms));
  return {
    lines: runs.flatMap((run, index) =>
      run.interactions.map(
        (entry) => `run ${index + 1}  ${entry.step.padEnd(30)} ${entry.event.padEnd(12)} ${entry.ms} ms`,
      ),
    ),
    count: all.length,
    p75Ms: p75(all),
    maxMs: Math.max(0, ...all),
    backMs: runs.map((run) => Math.round(run.backMs)),
    backByNavigationMs: runs.map((run) => Math.round(run.backByNavigationMs)),
  };
};

/** The summary table's rows of the walk: the p75, the slowest and the return to a visited list. */
export const interactionRows = (report: ReturnType<typeof interactionReport>): string[][] => {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    [
      `interactions, p75 of ${report.count} (CPU ${INTERACTION_CPU_RATE}x)`,
      ms(report.p75Ms),
      `<= ${ms(INTERACTION_GOALS.p75Ms)}`,
    ],
    ['interactions, slowest', ms(report.maxMs), `<= ${ms(INTERACTION_GOALS.maxMs)}`],
    [
      'back to a visited list → rows painted (browser Back; navigation)',
      `${report.backMs.join(', ')} ms; ${report.backByNavigationMs.join(', ')} ms`,
      `<= ${ms(INTERACTION_GOALS.backToListMs)}`,
    ],
  ];
};
