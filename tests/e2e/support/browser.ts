import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expectAccessible } from './accessibility';

/** Debian's Chromium, never a downloaded one. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('No se encontró `chromium` en el PATH (apt-get install -y chromium).');
  }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Pixel 5 as Playwright describes it. */
export const PIXEL_5: BrowserContextOptions = {
  viewport: { width: 393, height: 851 },
  deviceScaleFactor: 2.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  locale: 'es-MX',
  timezoneId: 'America/Mexico_City',
  reducedMotion: 'reduce',
};

/**
 * Both viewports ask for reduced motion, which the theme honours: screens settle at once, so the
 * axe check never sees a toast or a dialog half faded in (or out) and screenshots show the final state.
 */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 800 }, locale: 'es-MX', timezoneId: 'America/Mexico_City', reducedMotion: 'reduce' };

const SHOTS = join(process.cwd(), 'test-results', 'e2e');

/**
 * Keeps a screenshot of each important step for people to look at (test-results/e2e), and checks
 * that screen with axe-core first (accessibility.ts): every step a test records is a screen it has
 * already asserted, so this is where the whole suite gets its WCAG 2.2 AA check.
 */
export async function screenshot(page: Page, name: string) {
  await expectAccessible(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}
