import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (production builds only; it is emitted as an ES module). A new
 * version waits until the user chooses "Actualizar": then it takes over and the page reloads
 * once it controls the page, so the shell and its chunks never mix versions. The notice that asks
 * is passed in: offline code stays free of UI components.
 */
export function registerServiceWorker(showUpdateAvailable: (activate: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { type: 'module', scope: '/' });

  workbox.addEventListener('waiting', () => {
    showUpdateAvailable(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  workbox.register().catch((error: unknown) => console.warn('No se pudo registrar el service worker', error));
}
