import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';

const ColorSchemeSwitch = lazy(() => loadWhenOnline(() => import('./color-scheme-switch')));

/**
 * The colour scheme switch, loaded after the page has painted: the scheme itself is set before the
 * first paint (public/color-scheme.js), only the buttons that change it wait. The placeholder
 * keeps the header from shifting when they arrive.
 */
export const LazyColorSchemeSwitch = () => (
  <Suspense fallback={<Box w={78} h={22} aria-hidden />}>
    <ColorSchemeSwitch />
  </Suspense>
);
