import { describe, expect, it } from 'vitest';
import { captureInstallPrompt, dismissInstall, installDismissed, installPromptAvailable, promptInstall } from '../../../../src/web/offline/install-prompt';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('[CAMPO]: "Instalar Avala"', () => {
  it('[CAMPO]: guarda la oferta del navegador, la usa una sola vez y recuerda "Ahora no"', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    expect(installPromptAvailable()).toBe(false);

    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        prompted += 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installPromptAvailable()).toBe(true);
    expect(await promptInstall()).toBe(true);
    expect(prompted).toBe(1);
    expect(installPromptAvailable()).toBe(false);
    expect(await promptInstall()).toBe(false);

    const storage = memoryStorage();
    expect(installDismissed(storage)).toBe(false);
    dismissInstall(storage);
    expect(installDismissed(storage)).toBe(true);
  });
});
