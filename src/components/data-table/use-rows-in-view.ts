import { useLayoutEffect, useState, type RefObject } from 'react';
import { useMountAfterPaint } from '../list-shell/use-mount-after-paint';

/** The rows of the first render of a table mounted with its rows, before any are measured. */
export const FIRST_ROWS = 4;

type InView = { rows: number; rowHeight: number };

/**
 * How many of a page's rows a table mounted with its rows (a return to a list) renders in the
 * frame it first paints: those that fill the window, found by measuring the first ones drawn
 * before that frame is painted. The others follow in a low-priority render after the paint;
 * until then `rowHeight` (the last drawn row's) gives their space, so nothing below moves and the
 * window's scroll position stays. Where nothing is laid out (jsdom), every row renders at once.
 */
export const useRowsInView = (total: number, body: RefObject<HTMLElement | null>) => {
  const painted = useMountAfterPaint();
  const [inView, setInView] = useState<InView>({ rows: FIRST_ROWS, rowHeight: 0 });
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
  if (painted) return { rows: total, hiddenHeight: 0 };
  const rows = Math.min(total, inView.rows);
  return { rows, hiddenHeight: (total - rows) * inView.rowHeight };
};
