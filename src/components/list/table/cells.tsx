import type { ReactNode } from 'react';
import classes from './cells.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type TextProps = {
  children: ReactNode;
  /** Medium weight (names, amounts). */
  strong?: boolean;
  /** Kept on one line (amounts). */
  nowrap?: boolean;
  /** Long words such as e-mail addresses may break anywhere. */
  breakAnywhere?: boolean;
};

/**
 * A line of text in a table cell, as Mantine's `<Text size="sm">` looks, without a component per
 * line that resolves props and styles (see cells.module.css).
 */
export const CellText = ({ children, strong, nowrap, breakAnywhere }: TextProps) => (
  <div
    className={join(
      classes.text,
      strong && classes.strong,
      nowrap && classes.nowrap,
      breakAnywhere && classes.breakAnywhere,
    )}
  >
    {children}
  </div>
);

type LinesProps = {
  children: ReactNode;
  /** A second, smaller and dimmed line (an e-mail address, a reference). */
  secondary?: ReactNode;
  /** The first line in medium weight. */
  strong?: boolean;
  /** The first line cut after two lines, the cell at most 320 px wide (long texts). */
  clamp?: boolean;
  /** The second line in the monospace font (ids). */
  monoSecondary?: boolean;
};

/** A cell of one line with an optional smaller, dimmed line under it. */
export const CellLines = ({ children, secondary, strong, clamp, monoSecondary }: LinesProps) => (
  <div className={clamp ? classes.narrow : undefined}>
    <div className={join(classes.text, strong && classes.strong, clamp && classes.clamp)}>{children}</div>
    {secondary && <div className={join(classes.secondary, monoSecondary && classes.mono)}>{secondary}</div>}
  </div>
);
