import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ModalsHost } from '../components/feedback/modals-host';
import { ProcessingOverlay } from '../components/feedback/processing-overlay';
import { NotFoundPage } from '../components/pages/not-found-page';
import { SessionExpiryHandler } from '../features/session-expiry/components/session-expiry-handler';
import { captureInstallPrompt } from '../offline/install-prompt';
import { useAfterFirstScreen } from '../lib/loading/use-after-first-screen';
import type { RouterContext } from '../router';

// The install offer fires once, early, on any screen: keep it for the field home (install-prompt.ts).
if (typeof window !== 'undefined') captureInstallPrompt();

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
  // The modal and notification managers load once the first screen is up (issue 10 §8).
  const later = useAfterFirstScreen();
  return (
    <>
      <Outlet />
      <ProcessingOverlay />
      <SessionExpiryHandler />
      {later ? <ModalsHost /> : null}
      {later ? <Suspense fallback={null}>
        {/*
          Below the 60 px app header, so a toast never hides the header or its controls (issue 10 §5).
          The style reaches every position's stack: a margin only moves the top ones (a `top` would
          stretch the bottom stacks over the whole screen and swallow taps).
        */}
        <Notifications position="top-center" zIndex={2100} style={{ marginTop: 'calc(60px - var(--mantine-spacing-md) + var(--mantine-spacing-xs))' }} />
      </Suspense> : null}
    </>
  );
}
