import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { loadFullStyles } from '@/app/styles/load-full-styles';
import { BuildLabel } from '@/components/build-label';
import { NotFoundScreen } from '@/components/not-found-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    if (location.pathname !== '/login') await loadFullStyles();
  },
  component: () => (
    <>
      <Outlet />
      <BuildLabel />
    </>
  ),
  notFoundComponent: NotFoundScreen,
});
