import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { RouterContext } from '@/app/router';
import { loadFullStyles } from '@/app/styles/load-full-styles';
import { lazyPart } from '@/components/first-use/lazy-part';
import { lazyScreen } from '@/components/first-use/lazy-screen';
import { buildVersion } from '@/lib/env';

/** Only builds with a version show the label; the others never load it. */
const BuildLabel = lazyPart(() => import('@/components/build-label').then((module) => module.BuildLabel));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but the login page renders with the full styles and the query client at hand.
  beforeLoad: async ({ location, context }) => {
    if (location.pathname !== '/login') await Promise.all([loadFullStyles(), context.queries.load()]);
  },
  component: () => (
    <>
      <Outlet />
      {buildVersion && (
        <Suspense fallback={null}>
          <BuildLabel />
        </Suspense>
      )}
    </>
  ),
  notFoundComponent: lazyScreen(() => import('@/components/not-found-screen'), 'NotFoundScreen'),
});
