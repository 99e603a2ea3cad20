import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ModalsHost } from '../components/feedback/modals-host';
import { ProcessingOverlay } from '../components/feedback/processing-overlay';
import { NotFoundPage } from '../components/pages/not-found-page';
import { SessionExpiryHandler } from '../features/session-expiry/components/session-expiry-handler';
import type { RouterContext } from '../router';

/*
 * The notification stack is only needed once something is announced: it loads right after
 * start-up instead of with the first download. `notifications.show` writes to a store, so a
 * notice raised before the stack mounts still appears. The modal host is lazy too (modals-host.tsx).
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ProcessingOverlay />
      <SessionExpiryHandler />
      <ModalsHost />
      <Suspense fallback={null}>
        <Notifications position="top-center" zIndex={2100} />
      </Suspense>
    </>
  );
}
