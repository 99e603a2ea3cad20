/**
 * Chromium's install offer ("Instalar Avala", issue 10 §1). `beforeinstallprompt` fires once,
 * early, on whatever screen is open, so it is caught at start-up and kept until the field home
 * shows its banner. Browsers without it (Safari, Firefox) never show the banner.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'avala.installDismissed';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away; the app offers it where it makes sense.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    publish();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    publish();
  });
}

export const installPromptAvailable = () => deferred !== null;

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's dialog; the event can be used only once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  publish();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

export function installDismissed(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissInstall(storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable: the banner comes back next time, nothing worse.
  }
  publish();
}
