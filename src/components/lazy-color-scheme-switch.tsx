import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from './first-use/lazy-part';

const ColorSchemeSwitch = lazyPart(() => import('./color-scheme-switch').then((module) => module.default));

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
