// The root route: every screen renders inside it; the router context carries the query client.
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
