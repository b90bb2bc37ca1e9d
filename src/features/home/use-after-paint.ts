import { useEffect, useState } from 'react';

/**
 * True from the frame after `ready` first turns true has been painted: what the first paint does
 * not need (its code, its requests) starts then, not beside the first paint.
 */
export const useAfterPaint = (ready: boolean) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
};
