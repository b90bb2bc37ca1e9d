import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * True from the frame after `ready` first turns true has been painted: what the first paint does
 * not need (its code, its requests) starts then, not beside the first paint.
 */
export const useAfterPaint = (ready: boolean) => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
};
