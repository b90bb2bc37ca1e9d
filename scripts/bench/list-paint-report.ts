/** The list-paint figures as rows of the bench's table and as entries of .bench/results.json. */
import { spread, type ListPaint, type Spread } from './list-paint.ts';

export const listPaintGoals = {
  /** Click to first rows, median, against the bare React page's first paint in the same run. */
  clickToRowsToBareReactRatio: 2.0,
  /** The longest task while 30 rows render (throttled, and the next page at the machine's speed). */
  manyRowsTaskMs: 50,
};

const ms = (value: number) => `${value.toFixed(0)} ms`;
const withSpread = ({ median, min, max }: Spread) => `${ms(median)} (${min.toFixed(0)}–${max.toFixed(0)})`;
const round = (value: number) => Number(value.toFixed(1));
const rounded = ({ median, min, max }: Spread) => ({
  median: round(median),
  min: round(min),
  max: round(max),
});

/** Table rows: Figure, Value, Goal. */
export const listPaintRows = (result: ListPaint): string[][] => {
  const bare = spread(result.bareReactMs);
  const runs = result.bareReactMs.length;
  const rate = `${result.cpuThrottlingRate}x CPU throttling, median (min–max) of ${runs} runs`;
  return [
    [`lists (${rate})`],
    ['bare React first paint', withSpread(bare)],
    ...result.lists.flatMap((list) => {
      const click = spread(list.clickToRowsMs);
      return [
        [`${list.name}: click → first rows painted`, withSpread(click)],
        [
          `${list.name}: ratio click → rows : bare React first paint`,
          `${(click.median / bare.median).toFixed(2)}x`,
          `<= ${listPaintGoals.clickToRowsToBareReactRatio}x`,
        ],
        [`${list.name}: longest task, click → rows`, withSpread(spread(list.clickLongestTaskMs))],
        [`${list.name}: 30 rows per page → 30 rows painted`, withSpread(spread(list.manyRowsMs))],
        [
          `${list.name}: longest task while 30 rows render (throttled)`,
          withSpread(spread(list.manyRowsTaskMs)),
        ],
        [
          `${list.name}: longest task while the next 30 rows render (unthrottled)`,
          withSpread(spread(list.nextPageTaskMs)),
          `< ${ms(listPaintGoals.manyRowsTaskMs)}`,
        ],
      ];
    }),
  ];
};

/** The figures for results.json: every spread in ms, rounded to 0.1. */
export const listPaintFigures = (result: ListPaint) => {
  const bare = spread(result.bareReactMs);
  return {
    cpuThrottlingRate: result.cpuThrottlingRate,
    runs: result.bareReactMs.length,
    bareReactFirstPaintMs: rounded(bare),
    lists: Object.fromEntries(
      result.lists.map((list) => {
        const click = spread(list.clickToRowsMs);
        return [
          list.name,
          {
            path: list.path,
            clickToRowsMs: rounded(click),
            clickToRowsToBareReactRatio: Number((click.median / bare.median).toFixed(3)),
            clickLongestTaskMs: rounded(spread(list.clickLongestTaskMs)),
            manyRowsMs: rounded(spread(list.manyRowsMs)),
            manyRowsTaskMs: rounded(spread(list.manyRowsTaskMs)),
            nextPageTaskMs: rounded(spread(list.nextPageTaskMs)),
          },
        ];
      }),
    ),
  };
};

/** Click to first rows in the large mock scenario against the default one (goal: within 1.3x). */
export const largeListRows = (base: ListPaint, large: ListPaint): string[][] =>
  large.lists.flatMap((list) => {
    const click = spread(list.clickToRowsMs);
    const before = base.lists.find((candidate) => candidate.name === list.name);
    const ratio = before ? click.median / spread(before.clickToRowsMs).median : Number.NaN;
    return [
      [`${list.name} in large: click → first rows painted`, withSpread(click)],
      [`${list.name}: ratio large : default`, `${ratio.toFixed(2)}x`, '<= 1.3x'],
    ];
  });
