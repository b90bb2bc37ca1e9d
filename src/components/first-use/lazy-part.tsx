import { lazy, type ComponentType } from 'react';
import { onFirstUse } from '@/lib/on-first-use';

/**
 * A part a page paints after its first frame (a menu's popover, the chart, the filter drawer),
 * loaded on first use: while the browser is offline it waits and loads once it is back, its
 * `Suspense` placeholder staying meanwhile (`src/lib/on-first-use.ts`). `preload()` starts it
 * ahead; `load()` starts it and says when it is there.
 */
export const lazyPart = <P extends object>(importer: () => Promise<ComponentType<P>>) => {
  const part = onFirstUse(importer);
  const Part = lazy(() => part.whenOnline().then((component) => ({ default: component })));
  return Object.assign(Part, { preload: part.preload, load: part.load });
};
