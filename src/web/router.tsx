import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/pages/not-found-page';
import { RouteErrorPage } from './components/pages/route-error-page';
import { RoutePending } from './components/pages/route-pending';
import { queryClient } from './query-client';
import { routeTree } from './route-tree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(client: QueryClient = queryClient) {
  return createRouter({
    routeTree,
    context: { queryClient: client },
    defaultPreload: 'intent',
    // Route data lives in TanStack Query; the router should always ask it, not keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
