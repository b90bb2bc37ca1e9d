import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { BuildLabel } from '@/components/build-label';
import { NotFoundScreen } from '@/components/not-found-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <BuildLabel />
    </>
  ),
  notFoundComponent: NotFoundScreen,
});
