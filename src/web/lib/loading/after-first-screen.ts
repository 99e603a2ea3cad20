let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * Called once the router has settled on the first screen (main.tsx). Work that is not needed to
 * show it (the service worker, the outbox triggers, the notification and modal managers) waits
 * for this, so on a slow phone it does not compete with the first screen for the network and
 * the CPU (issue 10 §8).
 */
export function markFirstScreenShown(): void {
  markShown();
}

/** Resolves after the first screen is shown and the page has loaded, in a later task. */
export function afterFirstScreen(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return Promise.all([shown, loaded]).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
