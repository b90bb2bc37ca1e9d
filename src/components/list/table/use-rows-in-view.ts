import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useMountAfterPaint } from '../shell/use-mount-after-paint';

/** The rows of the first render of a table mounted with its rows, before any are measured. */
const FIRST_ROWS = 4;

type InView = { rows: number; rowHeight: number };

/** Where a table's rows began on the page and how high one was, when it was last shown. */
type Geometry = { top: number; rowHeight: number };

/** Per table (its name and density), for the page's lifetime: a return to it needs no measure. */
const lastGeometry = new Map<string, Geometry>();

/** For tests: forget every table's geometry. */
export const forgetRowGeometry = () => lastGeometry.clear();

const fromGeometry = (geometry: Geometry | undefined): InView =>
  geometry
    ? {
        rows: Math.max(1, Math.ceil((window.innerHeight - geometry.top) / geometry.rowHeight)),
        rowHeight: geometry.rowHeight,
      }
    : { rows: FIRST_ROWS, rowHeight: 0 };

/**
 * How many of a page's rows a table mounted with its rows (a return to a list) renders in the
 * frame it first paints: those that fill the window. The others follow in a low-priority render
 * after the paint; until then `rowHeight` gives their space, so nothing below moves and the
 * window's scroll position stays.
 *
 * The table's geometry is read after a paint, when the layout is already done, and kept: a
 * return to the table takes its count from it without measuring, so the frame is laid out once.
 * Without it (the table's first showing), the first rows drawn are measured before that frame is
 * painted. Where nothing is laid out (jsdom), every row renders at once.
 */
export const useRowsInView = (key: string, total: number, body: RefObject<HTMLElement | null>) => {
  const painted = useMountAfterPaint();
  const [inView, setInView] = useState<InView>(() => fromGeometry(lastGeometry.get(key)));
  useLayoutEffect(() => {
    if (painted || inView.rowHeight || total <= inView.rows) return;
    const drawn = body.current?.querySelectorAll('tr[data-row-id]');
    const last = drawn?.[drawn.length - 1];
    if (!last) return;
    const { bottom, height } = last.getBoundingClientRect();
    const missing = height > 0 ? Math.ceil(Math.max(0, window.innerHeight - bottom) / height) : total;
    // A measure of the layout before the first paint, which the frame needs anyway.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInView({ rows: inView.rows + missing, rowHeight: height || 1 });
  }, [painted, inView, total, body]);
  // Read once the rows are all on screen, after a paint: the layout is clean, the read is free.
  useEffect(() => {
    if (!painted || !total || lastGeometry.has(key)) return;
    const row = body.current?.querySelector('tr[data-row-id]');
    const rowHeight = row?.getBoundingClientRect().height ?? 0;
    if (!row || rowHeight <= 0) return;
    lastGeometry.set(key, { top: row.getBoundingClientRect().top + window.scrollY, rowHeight });
  }, [painted, total, key, body]);
  if (painted) return { rows: total, hiddenHeight: 0 };
  const rows = Math.min(total, inView.rows);
  return { rows, hiddenHeight: (total - rows) * inView.rowHeight };
};
