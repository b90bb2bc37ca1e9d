import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * False in the render that mounts the component; true from a low-priority render after the frame
 * that render made has been painted. What it gates (a list's filter fields) mounts after the
 * rows are on screen, in a render a user's next input can interrupt.
 */
export const useMountAfterPaint = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
};
