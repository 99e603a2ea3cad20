// Mantine's styles, once for the whole app (side-effect imports).
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/core/styles.css';
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstScreen, markFirstScreenShown } from './lib/loading/after-first-screen';
import { ensureSessionRestored } from './lib/session/restore-session';
import { queryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// Ask for the session while React boots; protected routes wait for this answer. `/` asks only when
// the device remembers someone (routes/index.tsx): a first visit shows the form with no round trip.
if (window.location.pathname !== '/') void ensureSessionRestored();

// On `/` the sign-in screen's chunk loads now, beside the route's remembered-user check, not after it.
if (window.location.pathname === '/') void router.loadRouteChunk(router.routesById['/'])?.catch(() => undefined);

// The first screen is shown once the router has settled (the matched route loaded and rendered).
const stopWatching = router.subscribe('onResolved', () => {
  stopWatching();
  markFirstScreenShown();
});
// Should the router never settle (an error screen), what waits still starts, a little later.
window.addEventListener('load', () => setTimeout(markFirstScreenShown, 5000), { once: true });

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

// The offline outbox syncs from app start on every route, not only where its indicator shows;
// loaded once the first screen is up so it stays out of the entry bundle and out of its way.
void afterFirstScreen().then(() => import('./offline/sync-runtime').then((m) => m.startSyncTriggers()));

if (import.meta.env.PROD) {
  void afterFirstScreen().then(() =>
    Promise.all([import('./offline/register-service-worker'), import('./components/pwa/update-available-notice')]).then(([sw, notice]) => sw.registerServiceWorker(notice.showUpdateAvailable)),
  );
}
