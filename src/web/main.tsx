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
import { ensureSessionRestored } from './lib/session/restore-session';
import { queryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

// Ask for the session while React boots; protected routes wait for this answer.
void ensureSessionRestored();

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
// loaded after the first paint so it stays out of the entry bundle.
window.addEventListener('load', () => {
  void import('./offline/sync-runtime').then((m) => m.startSyncTriggers());
});

if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void Promise.all([import('./offline/register-service-worker'), import('./components/pwa/update-available-notice')]).then(([sw, notice]) => sw.registerServiceWorker(notice.showUpdateAvailable));
  });
}
